import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

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
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Records an SMS in the outbox. No SMS gateway is wired in: the outbox row is the message
 * (the demo and the tests read one-time codes from it).
 */
export async function sendSms(db: Database, phone: string, text: string): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: 'sms', recipient: phone, body: text })
    .returning({ id: outboxMessages.id });
  return row!.id;
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

export function createOutbox(db: Database, mailer: Mailer | null): Outbox {
  return {
    sendSms: (phone, text) => sendSms(db, phone, text),
    sendEmail: (message) => sendEmail(db, message, mailer),
  };
}
