import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { SmsSender } from './sms.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers an e-mail for real; throws when delivery fails. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** A Mailer over SMTP (`smtp://user:pass@host:587`, `smtps://…`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer (~15 MB) is loaded by the first e-mail, not at start
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...message });
    },
  };
}

/** Where SMS go besides the outbox: a provider (or none), and a logger for the log line. */
export interface SmsDelivery {
  sender?: SmsSender | null;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** "01700000123" → "…0123": enough to tell messages apart in a log without exposing the number. */
function maskedPhone(phone: string): string {
  return phone.length > 4 ? `…${phone.slice(-4)}` : phone;
}

/**
 * Records an SMS in the outbox and, when a provider is configured, delivers it at once and marks
 * it sent (a failure is recorded on the row, not thrown). Without a provider the outbox row is the
 * message (the demo and the tests read one-time codes from it) and a log line says so; the text
 * itself is never logged, as it may hold a code.
 */
export async function sendSms(
  db: Database,
  phone: string,
  text: string,
  delivery: SmsDelivery = {},
): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: 'sms', recipient: phone, body: text })
    .returning({ id: outboxMessages.id });
  const id = row!.id;
  const { sender, log } = delivery;
  if (!sender) {
    log?.info(
      { outboxId: id, to: maskedPhone(phone) },
      'SMS written to the outbox (no SMS provider configured)',
    );
    return id;
  }
  try {
    await sender.send(phone, text);
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outboxMessages.attempts} + 1` })
      .where(eq(outboxMessages.id, id));
  } catch (error) {
    log?.warn(
      { err: error, outboxId: id, to: maskedPhone(phone), provider: sender.name },
      'SMS delivery failed',
    );
    await db
      .update(outboxMessages)
      .set({
        status: 'failed',
        lastError: error instanceof Error ? error.message : String(error),
        attempts: sql`${outboxMessages.attempts} + 1`,
      })
      .where(eq(outboxMessages.id, id));
  }
  return id;
}

/**
 * Records an e-mail in the outbox and, when a mailer is configured, delivers it at once and
 * marks it sent. A delivery failure is recorded on the row (status 'failed', the error) and not
 * thrown: the caller's action has succeeded either way.
 */
export async function sendEmail(
  db: Database,
  message: EmailMessage,
  mailer?: Mailer | null,
): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
    })
    .returning({ id: outboxMessages.id });
  const id = row!.id;
  if (!mailer) return id;
  try {
    await mailer.send(message);
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outboxMessages.attempts} + 1` })
      .where(eq(outboxMessages.id, id));
  } catch (error) {
    await db
      .update(outboxMessages)
      .set({
        status: 'failed',
        lastError: error instanceof Error ? error.message : String(error),
        attempts: sql`${outboxMessages.attempts} + 1`,
      })
      .where(eq(outboxMessages.id, id));
  }
  return id;
}

/** The outbox bound to one database and mailer, as routes use it (`app.outbox`). */
export interface Outbox {
  sendSms(phone: string, text: string): Promise<number>;
  sendEmail(message: EmailMessage): Promise<number>;
}

export function createOutbox(db: Database, mailer: Mailer | null, sms: SmsDelivery = {}): Outbox {
  return {
    sendSms: (phone, text) => sendSms(db, phone, text, sms),
    sendEmail: (message) => sendEmail(db, message, mailer),
  };
}
