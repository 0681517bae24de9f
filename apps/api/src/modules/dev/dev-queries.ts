import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/** The latest messages sent to one recipient (phone number or e-mail address), newest first. */
export function latestOutboxMessages(db: Executor, recipient: string, limit: number) {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
