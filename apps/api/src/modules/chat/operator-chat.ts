import type { Database } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { replyAsShop } from './chat-queries.ts';

/**
 * An operator's reply in a conversation, as the shop (sellers answer in the seller center): the
 * message and its audit entry land together.
 */
export async function operatorReply(
  db: Database,
  actor: AuditActor,
  conversationId: number,
  text: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await replyAsShop(tx, conversationId, text);
    await recordAudit(tx, actor, {
      action: 'chat.reply',
      subject: { type: 'conversation', id: conversationId, label: `#${conversationId}` },
      before: null,
      after: { message: text },
    });
  });
}
