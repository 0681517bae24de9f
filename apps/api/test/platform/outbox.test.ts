import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/index.ts';
import { type EmailMessage, type Mailer, sendEmail, sendSms } from '../../src/platform/outbox.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const rowOf = async (id: number) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe('outbox', () => {
  it('records an SMS for the outbox reader', async () => {
    const id = await sendSms(t.db, '01700000000', 'Your code is 123456');
    expect(await rowOf(id)).toMatchObject({
      channel: 'sms',
      recipient: '01700000000',
      body: 'Your code is 123456',
      status: 'pending',
    });
  });

  it('records an e-mail and leaves it pending without a mailer', async () => {
    const id = await sendEmail(t.db, { to: 'ada@example.com', subject: 'Hi', text: 'Hello' });
    expect(await rowOf(id)).toMatchObject({
      channel: 'email',
      subject: 'Hi',
      status: 'pending',
      attempts: 0,
    });
  });

  it('delivers through the mailer and marks the message sent', async () => {
    const sent: EmailMessage[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m) };
    const message = { to: 'bo@example.com', subject: 'Order', text: 'Thanks', html: '<p>Thanks</p>' };
    const id = await sendEmail(t.db, message, mailer);
    expect(sent).toEqual([message]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, html: '<p>Thanks</p>' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('records a delivery failure instead of throwing', async () => {
    const mailer: Mailer = {
      send: async () => {
        throw new Error('SMTP 554 rejected');
      },
    };
    const id = await sendEmail(t.db, { to: 'cy@example.com', subject: 'x', text: 'y' }, mailer);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP 554 rejected' });
  });

  it('is reachable from routes as app.outbox', async () => {
    const id = await t.app.outbox.sendSms('01800000000', 'hello');
    expect((await rowOf(id)).recipient).toBe('01800000000');
  });
});
