import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { conversationsResult, messageList, startChatResult } from '@shop/contracts/chat';
import { envelope } from '@shop/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, conversationMessages, shops, users } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TOKEN = 'operator-token-for-the-chat-test-0123456789';

/**
 * Cart catalogue (shops 1 Cotton Co and 2 Mug Makers, customers 501 Rita and 502 Sam) plus seller
 * 601 of shop 1 (shop 2 has no seller account) and shop 3, pending.
 */
let t: TestApp;
let rita: string;
let sam: string;
let seller: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_API_TOKEN: TOKEN, DEMO_MODE: 'true' } });
  await insertCatalogue(t.db);
  await t.db.insert(shops).values({ id: 3, name: 'Pending Place', slug: 'pending-place' });
  await t.db.insert(users).values({
    id: 601,
    name: 'Cotton Seller',
    phone: '5550601',
    passwordHash: 'x',
    userType: 'seller',
    shopId: 1,
  });
  await syncIdentitySequences(t.db);
  [rita, sam, seller] = await Promise.all([
    issueToken(t.db, 501),
    issueToken(t.db, 502),
    issueToken(t.db, 601),
  ]);
});
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function start(token: string, shopId: string, app = t) {
  const form = multipart({ shopId });
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/chats',
    payload: form.payload,
    headers: { ...form.headers, ...auth(token) },
  });
}

async function list(token: string, qs = '', app = t) {
  const res = await app.app.inject({ url: `/api/v1/chats${qs}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(conversationsResult).parse(res.json()).result;
}

async function messages(token: string, id: number) {
  const res = await t.app.inject({ url: `/api/v1/chats/messages/${id}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(messageList).parse(res.json()).result;
}

function send(token: string, chatId: number | string, message: string) {
  const form = multipart({ chatId: String(chatId), message });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/chats/messages',
    payload: form.payload,
    headers: { ...form.headers, ...auth(token) },
  });
}

let cotton: number;
let mugs: number;

describe('starting a conversation', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/chats'],
      ['POST', '/api/v1/chats'],
      ['GET', '/api/v1/chats/messages/1'],
      ['POST', '/api/v1/chats/messages'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
        url,
      ).toBe(401);
    }
  });

  it('creates the conversation once; in demo mode the shop greets the customer', async () => {
    const res = await start(rita, '1');
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope(startChatResult).parse(res.json());
    expect(body.message).toBe('Continue your chat here.');
    expect(body.result.conversation).toMatchObject({
      shopId: 1,
      userId: 501,
      shopSlug: 'cotton-co',
      shopName: 'Cotton Co',
      shopLogo: '/uploads/cotton.webp',
      userName: 'Rita',
      unseenMessageCounter: 1,
    });
    expect(body.result.conversation.lastMessage).toMatch(/^Hello! Thank you for contacting Cotton Co\./);
    expect(body.result.conversation.lastMessageAt).toMatch(/^\d\d \w{3}, \d{4}$/);
    cotton = body.result.conversation.id;
    const again = envelope(startChatResult).parse((await start(rita, '1')).json());
    expect(again.result.conversation.id).toBe(cotton);
    expect(await t.db.select().from(conversationMessages)).toHaveLength(1);
  });

  it('has no greeting from a shop without a seller account; refuses hidden, unknown and own shops', async () => {
    const res = envelope(startChatResult).parse((await start(rita, '2')).json());
    expect(res.result.conversation).toMatchObject({
      shopSlug: 'mug-makers',
      unseenMessageCounter: 0,
      lastMessage: '',
    });
    mugs = res.result.conversation.id;
    for (const shopId of ['3', '99']) {
      const r = await start(rita, shopId);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Shop not found');
    }
    const missing = await start(rita, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Shop ID is missing');
    const own = await start(seller, '1');
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe('You cannot chat with your own shop');
  });
});

describe('conversations and messages', () => {
  it('lists the caller’s conversations, latest activity first, searchable by shop name', async () => {
    expect((await list(rita)).map((c) => c.id)).toEqual([mugs, cotton]);
    expect((await list(rita, '?searchKey=cotton')).map((c) => c.id)).toEqual([cotton]);
    expect(await list(rita, '?searchKey=zzz')).toEqual([]);
    expect(await list(sam)).toEqual([]);
  });

  it('reads messages oldest first and marks the shop’s as seen', async () => {
    const before = await messages(rita, cotton);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      fromShop: true,
      userId: 601,
      userName: 'Cotton Co',
      userAvatar: '/uploads/cotton.webp',
    });
    expect(before[0]?.messageAt).toMatch(/^\d\d \w{3}, \d{4} \d{1,2}:\d\d:\d\d [AP]M$/);
    expect((await list(rita)).find((c) => c.id === cotton)?.unseenMessageCounter).toBe(0);
    expect((await messages(rita, cotton))[0]?.isSeenByReceiver).toBe(true);
  });

  it('sends a trimmed message and answers the conversation; the conversation moves to the top', async () => {
    const res = await send(rita, cotton, '  Is the T-shirt cotton?  ');
    expect(res.statusCode, res.body).toBe(200);
    const list1 = envelope(messageList).parse(res.json()).result;
    expect(list1.map((m) => [m.fromShop, m.message])).toEqual([
      [true, expect.stringMatching(/^Hello!/)],
      [false, 'Is the T-shirt cotton?'],
    ]);
    expect(list1[1]).toMatchObject({ userId: 501, userName: 'Rita', isSeenByReceiver: false });
    expect((await list(rita)).map((c) => c.id)).toEqual([cotton, mugs]);
  });

  it('refuses blank and overlong messages', async () => {
    for (const [text, message] of [
      ['   ', 'Please write a message'],
      ['x'.repeat(2001), 'A message may be at most 2000 characters'],
    ] as const) {
      const res = await send(rita, cotton, text);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });

  it('never lets another user read or write a conversation (404 as for an unknown one)', async () => {
    for (const id of [cotton, 9999]) {
      const read = await t.app.inject({ url: `/api/v1/chats/messages/${id}`, headers: auth(sam) });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('Conversation not found');
      const write = await send(sam, id, 'hello?');
      expect(write.statusCode).toBe(404);
    }
    expect((await messages(rita, cotton)).map((m) => m.message)).not.toContain('hello?');
    expect((await t.app.inject({ url: '/api/v1/chats/messages/abc', headers: auth(rita) })).statusCode).toBe(
      422,
    );
  });
});

describe('the shop answers (operator)', () => {
  const reply = (id: number, message: string, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/chats/${id}/reply`,
      payload: { message },
      headers: { authorization: `Bearer ${token}` },
    });

  it('replies through the admin API: the customer sees an unseen message until reading it', async () => {
    expect((await reply(cotton, 'Yes, 100 %', 'wrong')).statusCode).toBe(401);
    const res = await reply(cotton, 'Yes, 100 % cotton.');
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(rita)).find((c) => c.id === cotton)).toMatchObject({
      unseenMessageCounter: 1,
      lastMessage: 'Yes, 100 % cotton.',
    });
    const read = await messages(rita, cotton);
    expect(read.at(-1)).toMatchObject({
      fromShop: true,
      message: 'Yes, 100 % cotton.',
      userName: 'Cotton Co',
    });
    expect((await list(rita)).find((c) => c.id === cotton)?.unseenMessageCounter).toBe(0);
    // the operator's reply is in the audit log (decision 82), a refused one is not
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'chat.reply'));
    expect(audited.map((e) => [e.subjectId, e.after])).toEqual([
      [String(cotton), { message: 'Yes, 100 % cotton.' }],
    ]);
    expect((await reply(mugs, 'Hi')).json()).toMatchObject({
      status: 409,
      message: 'This shop has no seller account to reply as',
    });
    expect((await reply(9999, 'Hi')).statusCode).toBe(404);
    expect((await reply(cotton, '  ')).statusCode).toBe(422);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'chat.reply'))).toHaveLength(1);
  });

  it('`npm run chat -- reply ID "text"` answers through the running server; `list` shows who waits', async () => {
    await send(rita, cotton, 'And the sizes?');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const env = { ...process.env, ADMIN_API_TOKEN: TOKEN, CHAT_API_URL: address, DATA_DIR: t.config.dataDir };
    const cli = (...args: string[]) =>
      run(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/chat-cli.ts', ...args], {
        cwd: ROOT,
        env,
      });
    const waiting = await cli('list');
    expect(waiting.stdout).toMatch(new RegExp(`^#${cotton}  waiting   cotton-co ↔ Rita .* And the sizes\\?`));
    expect((await cli('reply', String(cotton), 'S to XL.')).stdout).toBe(
      `Replied in conversation ${cotton}\n`,
    );
    expect((await list(rita)).find((c) => c.id === cotton)).toMatchObject({
      unseenMessageCounter: 1,
      lastMessage: 'S to XL.',
    });
    expect((await cli('list')).stdout).toMatch(new RegExp(`#${cotton}  answered  cotton-co ↔ Rita`));
    await expect(cli('reply', String(cotton), '  ')).rejects.toMatchObject({ code: 2 });
    await expect(cli('reply', '9999', 'Hi')).rejects.toMatchObject({ stderr: 'Conversation not found\n' });
  }, 60_000);
});

describe('modes', () => {
  it('greets nobody without DEMO_MODE', async () => {
    const plain = await buildTestApp({ database: t.handle, env: { DEMO_MODE: 'false' } });
    try {
      const res = envelope(startChatResult).parse((await start(sam, '1', plain)).json());
      expect(res.result.conversation).toMatchObject({ unseenMessageCounter: 0, lastMessage: '' });
    } finally {
      await plain.close();
    }
  });

  it('in singleVendor mode chats only with the store itself (shop 1)', async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      expect((await list(rita, '', single)).map((c) => c.shopId)).toEqual([1]);
      expect((await start(rita, '2', single)).statusCode).toBe(404);
      expect(
        (await single.app.inject({ url: `/api/v1/chats/messages/${mugs}`, headers: auth(rita) })).statusCode,
      ).toBe(404);
      expect((await start(rita, '1', single)).statusCode).toBe(200);
    } finally {
      await single.close();
    }
  });
});
