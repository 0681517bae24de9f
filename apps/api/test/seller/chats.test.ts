import { messageList } from '@shop/contracts/chat';
import { envelope } from '@shop/contracts/envelope';
import {
  sellerChatsResult,
  sellerMessagesResult,
  sellerSendMessageResult,
  sellerUnreadCount,
} from '@shop/contracts/seller/chats';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { apiClient } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertCatalogueSeller, insertSeller, sellerClient, type TestSeller } from '../helpers/seller.ts';

/**
 * The seller center's chats (issue 17 §6): the cart catalogue's shop 1 "Cotton Co" gets a seller
 * account (A); seller B has a shop of their own. Rita (501) and Sam (502) write to shop 1 through
 * the storefront's chat routes, and read the seller's answers there.
 */
let t: TestApp;
let sellerA: string;
let sellerAUserId: number;
let sellerB: TestSeller;
let rita: string;
let sam: string;
let ritaChat: number;
let samChat: number;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  ({ userId: sellerAUserId, token: sellerA } = await insertCatalogueSeller(t.db));
  sellerB = await insertSeller(t.db, { shopName: 'Other Shop' });
  [rita, sam] = await Promise.all([issueToken(t.db, 501), issueToken(t.db, 502)]);

  const store = apiClient(t.app);
  ritaChat = (await store.post('/chats', { shopId: 1 }, { token: rita })).body.result.conversation.id;
  await store.post(
    '/chats/messages',
    { chatId: ritaChat, message: 'Is the T-shirt cotton?' },
    { token: rita },
  );
  samChat = (await store.post('/chats', { shopId: 1 }, { token: sam })).body.result.conversation.id;
  await store.post(
    '/chats/messages',
    { chatId: samChat, message: 'Hi, do you ship to Chittagong?' },
    { token: sam },
  );
});
afterAll(() => t?.close());

const a = () => sellerClient(t.app, sellerA);
const b = () => sellerClient(t.app, sellerB.token);
const store = () => apiClient(t.app);

async function messageCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(conversationMessages);
  return row?.n ?? 0;
}

async function unread(client = a()) {
  const res = await client.get('/chats/unread-count');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(sellerUnreadCount).parse(res.body).result;
}

describe('GET /seller/chats', () => {
  it("lists the shop's conversations, latest message first, with the customer, last message and unread count", async () => {
    const res = await a().get('/chats');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data, meta } = envelope(sellerChatsResult).parse(res.body).result;
    expect(data.map((c) => c.id)).toEqual([samChat, ritaChat]);
    expect(data[1]).toMatchObject({
      customer: { id: 501, name: 'Rita', avatar: '' },
      lastMessage: 'Is the T-shirt cotton?',
      lastMessageFromShop: false,
      unreadCount: 1,
    });
    expect(data[1]?.lastActivityAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(meta).toMatchObject({ total: 2, current_page: 1, per_page: 20 });
  });

  it("searches by the customer's name and pages", async () => {
    const found = envelope(sellerChatsResult).parse((await a().get('/chats?search=rit')).body).result;
    expect(found.data.map((c) => c.customer.name)).toEqual(['Rita']);
    const page2 = envelope(sellerChatsResult).parse((await a().get('/chats?limit=1&page=2')).body).result;
    expect(page2.data.map((c) => c.id)).toEqual([ritaChat]);
    expect(page2.meta).toMatchObject({ total: 2, last_page: 2 });
    expect((await a().get('/chats?search=%25')).body.result.data).toEqual([]);
  });

  it('counts the unread customer messages for the header badge', async () => {
    expect(await unread()).toEqual({ messages: 2, conversations: 2 });
  });
});

describe('a thread', () => {
  let lastId = 0;

  it("answers the messages oldest first and marks the customer's as seen", async () => {
    const res = await a().get(`/chats/${ritaChat}/messages`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { conversation, messages } = envelope(sellerMessagesResult).parse(res.body).result;
    expect(conversation).toMatchObject({ id: ritaChat, unreadCount: 0, customer: { name: 'Rita' } });
    expect(messages).toEqual([
      expect.objectContaining({
        message: 'Is the T-shirt cotton?',
        fromShop: false,
        senderName: 'Rita',
        isSeen: true,
      }),
    ]);
    lastId = messages[0]!.id;
    expect(await unread()).toEqual({ messages: 1, conversations: 1 });
  });

  it('the reply is written as the seller, shows in the shopper’s storefront chat, and moves the conversation up', async () => {
    const res = await a().post(`/chats/${ritaChat}/messages`, { message: '  Yes, 100 % cotton.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = envelope(sellerSendMessageResult).parse(res.body);
    expect(body.message).toBe('Message sent');
    expect(body.result.message).toMatchObject({
      message: 'Yes, 100 % cotton.',
      fromShop: true,
      senderName: 'Carla Cotton',
      isSeen: false,
    });
    const [row] = await t.db
      .select({ userId: conversationMessages.userId })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, body.result.message.id));
    expect(row?.userId).toBe(sellerAUserId);

    // the shopper's storefront: an unseen message from the shop, then read in the thread
    const list = await store().get('/chats', { token: rita });
    expect(list.body.result.find((c: { id: number }) => c.id === ritaChat)).toMatchObject({
      lastMessage: 'Yes, 100 % cotton.',
      unseenMessageCounter: 1,
    });
    const thread = await store().get(`/chats/messages/${ritaChat}`, { token: rita });
    const shopperSees = envelope(messageList).parse(thread.body).result;
    expect(shopperSees.at(-1)).toMatchObject({
      message: 'Yes, 100 % cotton.',
      fromShop: true,
      userName: 'Cotton Co',
    });

    // the seller sees it read, and the conversation first in the list
    const seen = envelope(sellerMessagesResult).parse(
      (await a().get(`/chats/${ritaChat}/messages`)).body,
    ).result;
    expect(seen.messages.at(-1)).toMatchObject({ fromShop: true, isSeen: true });
    expect(seen.conversation.lastMessageFromShop).toBe(true);
    const listed = envelope(sellerChatsResult).parse((await a().get('/chats')).body).result.data;
    expect(listed.map((c) => c.id)).toEqual([ritaChat, samChat]);
  });

  it('with `after` answers only the newer messages, so polling fetches only what is new', async () => {
    const all = envelope(sellerMessagesResult).parse(
      (await a().get(`/chats/${ritaChat}/messages`)).body,
    ).result;
    const newest = all.messages.at(-1)!.id;
    expect(all.messages.filter((m) => m.id > lastId)).toHaveLength(1);
    const none = await a().get(`/chats/${ritaChat}/messages?after=${newest}`);
    expect(envelope(sellerMessagesResult).parse(none.body).result.messages).toEqual([]);

    await store().post('/chats/messages', { chatId: ritaChat, message: 'And the sizes?' }, { token: rita });
    expect(await unread()).toEqual({ messages: 2, conversations: 2 });
    const fresh = envelope(sellerMessagesResult).parse(
      (await a().get(`/chats/${ritaChat}/messages?after=${newest}`)).body,
    ).result;
    expect(fresh.messages.map((m) => [m.message, m.fromShop])).toEqual([['And the sizes?', false]]);
    expect(fresh.conversation.unreadCount).toBe(0);
    expect(await unread()).toEqual({ messages: 1, conversations: 1 });
  });

  it('a reply also counts the customer’s messages as seen', async () => {
    await a().post(`/chats/${samChat}/messages`, { message: 'Yes, everywhere.' });
    expect(await unread()).toEqual({ messages: 0, conversations: 0 });
  });
});

describe('bad input: 422, nothing written', () => {
  it.each([
    ['a blank message', { message: '   ' }, 'Please write a message'],
    ['2001 characters', { message: 'x'.repeat(2001) }, 'A message may be at most 2000 characters'],
    ['a NUL character', { message: 'a\u0000b' }, 'The text contains a character that is not allowed.'],
    ['no message', {}, 'Please write a message'],
    ['a number', { message: 42 }, undefined],
  ])('refuses %s', async (_label, body, message) => {
    const before = await messageCount();
    const res = await a().post(`/chats/${ritaChat}/messages`, body);
    expect(res.status).toBe(422);
    if (message) expect(res.body.message).toBe(message);
    expect(await messageCount()).toBe(before);
  });

  it('refuses a bad cursor and answers 404 for an unknown conversation', async () => {
    for (const after of ['abc', '0', '-1', '2147483648']) {
      expect((await a().get(`/chats/${ritaChat}/messages?after=${after}`)).status, after).toBe(422);
    }
    expect((await a().get('/chats/999999/messages')).status).toBe(404);
    expect((await a().post('/chats/999999/messages', { message: 'Hi' })).status).toBe(404);
    expect((await a().get('/chats?page=0')).status).toBe(422);
    expect((await a().get('/chats?limit=1000')).status).toBe(422);
  });
});

describe("isolation: another shop's seller, customers and guests", () => {
  it("seller B never sees, reads, marks or writes A's conversations (404, nothing changed)", async () => {
    await store().post('/chats/messages', { chatId: samChat, message: 'One more thing' }, { token: sam });
    const before = await messageCount();
    const list = envelope(sellerChatsResult).parse((await b().get('/chats')).body).result;
    expect(list.data).toEqual([]);
    expect(list.meta.total).toBe(0);
    expect(await unread(b())).toEqual({ messages: 0, conversations: 0 });

    const read = await b().get(`/chats/${samChat}/messages`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Conversation not found');
    expect((await b().get(`/chats/${samChat}/messages?after=1`)).status).toBe(404);
    const write = await b().post(`/chats/${samChat}/messages`, { message: 'Buy from us instead' });
    expect(write.status).toBe(404);
    expect(await messageCount()).toBe(before);
    // B's read did not mark Sam's message as seen for A
    expect(await unread()).toEqual({ messages: 1, conversations: 1 });
  });

  it('guests and customer tokens get 401 on every endpoint; nothing is written', async () => {
    const before = await messageCount();
    const customerOfA = await issueToken(t.db, sellerAUserId); // the seller's own customer-scope token
    for (const client of [sellerClient(t.app), sellerClient(t.app, rita), sellerClient(t.app, customerOfA)]) {
      expect((await client.get('/chats')).status).toBe(401);
      expect((await client.get('/chats/unread-count')).status).toBe(401);
      expect((await client.get(`/chats/${ritaChat}/messages`)).status).toBe(401);
      expect((await client.post(`/chats/${ritaChat}/messages`, { message: 'Hi' })).status).toBe(401);
    }
    expect(await messageCount()).toBe(before);
  });

  it('a seller token is a guest at the storefront chat', async () => {
    expect((await store().get('/chats', { token: sellerA })).status).toBe(401);
  });
});
