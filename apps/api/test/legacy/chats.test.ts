import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { legacyClient } from './legacy-client.ts';

let t: TestApp;
let rita: string;
let client: ReturnType<typeof legacyClient>;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  rita = await issueToken(t.db, 501);
  client = legacyClient(t.app);
});

afterAll(async () => {
  await t?.close();
});

/** The fields the original chat page reads of a message. */
const messageFields = {
  id: expect.any(Number),
  conversationId: expect.any(Number),
  message: expect.any(String),
  isSeenByReceiver: expect.any(Boolean),
  userId: expect.any(Number),
  userName: expect.any(String),
  userAvatar: expect.any(String),
  messageAt: expect.any(String),
};

describe('chats as the original client reads them (issue 20 §3)', () => {
  it('GET chats, GET /chats/messages/{id} and POST /chats/messages answer bare arrays', async () => {
    // the client starts the chat from the shop page, then opens /chats
    const started = await client.postForm('/chats', rita, { shopId: '1' });
    expect(started.statusCode, started.body).toBe(200);

    const list = await client.get('/chats', rita);
    expect(list.statusCode, list.body).toBe(200);
    const conversations = list.json().result;
    expect(Array.isArray(conversations)).toBe(true);
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      shopId: 1,
      userId: 501,
      shopSlug: 'cotton-co',
      shopName: 'Cotton Co',
      shopLogo: expect.any(String),
      userName: expect.any(String),
      userAvatar: expect.any(String),
      lastMessageAt: expect.any(String),
      unseenMessageCounter: expect.any(Number),
    });
    const id = conversations[0].id;

    const sent = await client.postForm('/chats/messages', rita, {
      chatId: String(id),
      message: 'Is it cotton?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(Array.isArray(sent.json().result)).toBe(true);
    expect(sent.json().result.at(-1)).toMatchObject({
      ...messageFields,
      conversationId: id,
      message: 'Is it cotton?',
    });

    const read = await client.get(`/chats/messages/${id}`, rita);
    expect(read.statusCode, read.body).toBe(200);
    expect(Array.isArray(read.json().result)).toBe(true);
    expect(read.json().result.map((m: { message: string }) => m.message)).toEqual(['Is it cotton?']);
    expect(read.json().result[0]).toMatchObject(messageFields);

    const searched = await client.get('/chats?searchKey=mug', rita);
    expect(searched.json().result).toEqual([]);
  });
});
