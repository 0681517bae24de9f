import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { apiClient, freshPhone } from './auth-client.ts';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A stand-in SMS gateway on loopback: records requests, answers with `status`. */
let server: Server;
let baseUrl: string;
const received: Received[] = [];
let status = 200;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: await bodyOf(request),
    });
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(status === 200 ? '{"ok":true}' : '{"error":"quota"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await new Promise((resolve) => server.close(resolve));
});

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>) {
  const t = await buildTestApp({ env: { APP_NAME: 'Bazaar', ...env } });
  apps.push(t);
  return t;
}

async function lastOutboxRow(t: TestApp, phone: string) {
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row!;
}

describe('SMS over an HTTP provider', () => {
  it('POSTs {to, text, from} with the bearer token and marks the outbox row sent', async () => {
    const t = await appWith({
      SMS_HTTP_URL: `${baseUrl}/sms`,
      SMS_HTTP_TOKEN: 'gateway-key',
      SMS_FROM: 'BAZAAR',
    });
    const phone = freshPhone();
    const res = await apiClient(t.app).post('/auth/signup', {
      name: 'S',
      phone,
      password: 'secret123',
      agree: 'true',
    });
    expect(res.status).toBe(200);
    const request = received.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/sms', authorization: 'Bearer gateway-key' });
    const sent = JSON.parse(request.body) as { to: string; text: string; from: string };
    expect(sent.to).toBe(phone);
    expect(sent.from).toBe('BAZAAR');
    expect(sent.text).toMatch(/^Your verification code is \d{6}\. Bazaar$/);
    const row = await lastOutboxRow(t, phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, body: sent.text });
  });

  it('fills {to} and {text} of a GET URL template', async () => {
    const t = await appWith({
      SMS_HTTP_URL: `${baseUrl}/send?number={to}&message={text}`,
      SMS_HTTP_METHOD: 'GET',
    });
    const phone = freshPhone();
    await apiClient(t.app).post('/auth/signup', { name: 'S', phone, password: 'secret123', agree: 'true' });
    const url = new URL(received.at(-1)!.url, baseUrl);
    expect(received.at(-1)!.method).toBe('GET');
    expect(url.searchParams.get('number')).toBe(phone);
    expect(url.searchParams.get('message')).toMatch(/^Your verification code is \d{6}\. Bazaar$/);
  });

  it('records a refused delivery on the outbox row; the sign-up still succeeds', async () => {
    const t = await appWith({ SMS_HTTP_URL: `${baseUrl}/sms` });
    status = 503;
    try {
      const phone = freshPhone();
      const res = await apiClient(t.app).post('/auth/signup', {
        name: 'S',
        phone,
        password: 'secret123',
        agree: 'true',
      });
      expect(res.status).toBe(200);
      const row = await lastOutboxRow(t, phone);
      expect(row.status).toBe('failed');
      expect(row.lastError).toContain('SMS provider answered 503');
    } finally {
      status = 200;
    }
  });

  it('without a provider the outbox row stays pending (the outbox is the message)', async () => {
    const t = await appWith({});
    const before = received.length;
    const phone = freshPhone();
    await apiClient(t.app).post('/auth/signup', { name: 'S', phone, password: 'secret123', agree: 'true' });
    expect(received.length).toBe(before);
    expect((await lastOutboxRow(t, phone)).status).toBe('pending');
  });
});
