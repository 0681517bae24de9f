import {
  SELLER_CHAT_MESSAGES,
  SELLER_CHAT_MESSAGES_LIMIT,
  type SellerChatMessage,
  type SellerConversation,
  type SellerUnreadCount,
} from '@shop/contracts/seller/chats';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { execute } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { selectPage, selectRow, selectRows } from '../../db/rows.ts';
import { conversations } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

/**
 * The seller center's reads of the shop's conversations (issue 17 §6). Every query is filtered by
 * the caller's shop: another shop's conversation is "not found". A message is the customer's when
 * its sender is the conversation's customer, the shop's otherwise (as in chat-queries.ts).
 */

/** node-postgres gives timestamps of hand-written SQL as text, PGlite as a Date. */
type Timestamp = Date | string;

interface ConversationRow extends Record<string, unknown> {
  id: number;
  customer_id: number;
  customer_name: string;
  customer_avatar: string;
  last_message: string;
  last_from_shop: boolean;
  last_at: Timestamp;
  unread: number;
}

interface MessageRow extends Record<string, unknown> {
  id: number;
  message: string;
  from_shop: boolean;
  sender_name: string;
  is_seen_by_receiver: boolean;
  created_at: Timestamp;
}

/**
 * Conversations of the shop with their last message (the conversation's own time without any)
 * and their unread count.
 */
function conversationsSql(shopId: number, where: SQL): SQL {
  return sql`
    select c.id, u.id as customer_id, u.name as customer_name, coalesce(u.avatar, '') as customer_avatar,
      coalesce(last.message, '') as last_message, coalesce(last.user_id <> c.user_id, false) as last_from_shop,
      coalesce(last.created_at, c.updated_at) as last_at,
      (select count(*)::int from conversation_messages m
        where m.conversation_id = c.id and m.user_id = c.user_id and not m.is_seen_by_receiver) as unread
    from conversations c
    join users u on u.id = c.user_id
    left join lateral (select m.message, m.user_id, m.created_at from conversation_messages m
      where m.conversation_id = c.id order by m.id desc limit 1) last on true
    where c.shop_id = ${shopId} and ${where}`;
}

function toConversation(r: ConversationRow): SellerConversation {
  return {
    id: r.id,
    customer: { id: r.customer_id, name: r.customer_name, avatar: r.customer_avatar },
    lastMessage: r.last_message,
    lastMessageFromShop: r.last_from_shop,
    lastActivityAt: new Date(r.last_at).toISOString(),
    unreadCount: r.unread,
  };
}

/**
 * A page of the shop's conversations, latest message first (a conversation without any message
 * is not listed: there is nothing to answer); `search` matches the customer's name.
 */
export async function shopConversations(
  db: Executor,
  shopId: number,
  options: { search: string | null; page: number; limit: number },
): Promise<{ rows: SellerConversation[]; total: number }> {
  const match = options.search === null ? sql`true` : sql`u.name ilike ${containsPattern(options.search)}`;
  const listed = sql`last.created_at is not null and ${match}`;
  const page = await selectPage<ConversationRow>(
    db,
    sql`${conversationsSql(shopId, listed)}`,
    sql`last_at desc, id desc`,
    options.page,
    options.limit,
  );
  return { rows: page.rows.map(toConversation), total: page.total };
}

/** One conversation of the shop (listed or not yet); 404 when it is not the shop's. */
export async function shopConversation(
  db: Executor,
  shopId: number,
  conversationId: number,
): Promise<SellerConversation> {
  const row = await selectRow<ConversationRow>(db, conversationsSql(shopId, sql`c.id = ${conversationId}`));
  if (!row) throw new NotFound(SELLER_CHAT_MESSAGES.conversationNotFound);
  return toConversation(row);
}

/** The conversation's customer when the conversation is the shop's; 404 otherwise. */
export async function ownedConversation(
  db: Executor,
  shopId: number,
  conversationId: number,
): Promise<{ id: number; customerId: number }> {
  const [row] = await db
    .select({ id: conversations.id, customerId: conversations.userId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.shopId, shopId)));
  if (!row) throw new NotFound(SELLER_CHAT_MESSAGES.conversationNotFound);
  return row;
}

/**
 * Messages of a conversation, oldest first: the latest ones, or with `after` the ones written after
 * that message. Ids follow the order of writing within a conversation (appendMessage locks the
 * conversation row while it inserts), so `after` never skips a message.
 */
export async function threadMessages(
  db: Executor,
  conversationId: number,
  after: number | null,
): Promise<SellerChatMessage[]> {
  const columns = sql`m.id, m.message, (m.user_id <> c.user_id) as from_shop, u.name as sender_name,
    m.is_seen_by_receiver, m.created_at
    from conversation_messages m
    join conversations c on c.id = m.conversation_id
    join users u on u.id = m.user_id
    where m.conversation_id = ${conversationId}`;
  const rows = await selectRows<MessageRow>(
    db,
    after === null
      ? sql`select * from (select ${columns} order by m.id desc limit ${SELLER_CHAT_MESSAGES_LIMIT}) latest order by id`
      : sql`select ${columns} and m.id > ${after} order by m.id limit ${SELLER_CHAT_MESSAGES_LIMIT}`,
  );
  return rows.map(toMessage);
}

function toMessage(r: MessageRow): SellerChatMessage {
  return {
    id: r.id,
    message: r.message,
    fromShop: r.from_shop,
    senderName: r.sender_name,
    isSeen: r.is_seen_by_receiver,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** One message by id (after writing it). */
export async function threadMessage(db: Executor, messageId: number): Promise<SellerChatMessage> {
  const row = await selectRow<MessageRow>(
    db,
    sql`
    select m.id, m.message, (m.user_id <> c.user_id) as from_shop, u.name as sender_name,
      m.is_seen_by_receiver, m.created_at
    from conversation_messages m
    join conversations c on c.id = m.conversation_id
    join users u on u.id = m.user_id
    where m.id = ${messageId}`,
  );
  if (!row) throw new NotFound(SELLER_CHAT_MESSAGES.conversationNotFound);
  return toMessage(row);
}

/** Marks the customer's messages of a conversation as seen by the shop. */
export async function markCustomerMessagesSeen(db: Executor, conversationId: number): Promise<void> {
  await execute(
    db,
    sql`
    update conversation_messages m set is_seen_by_receiver = true
    from conversations c
    where c.id = m.conversation_id and m.conversation_id = ${conversationId}
      and m.user_id = c.user_id and not m.is_seen_by_receiver`,
  );
}

/** The customers' messages the shop has not opened, and in how many conversations. */
export async function shopUnreadCount(db: Executor, shopId: number): Promise<SellerUnreadCount> {
  const row = await selectRow<{ messages: number; conversations: number }>(
    db,
    sql`
    select count(*)::int as messages, count(distinct m.conversation_id)::int as conversations
    from conversations c
    join conversation_messages m on m.conversation_id = c.id
    where c.shop_id = ${shopId} and m.user_id = c.user_id and not m.is_seen_by_receiver`,
  );
  return { messages: row?.messages ?? 0, conversations: row?.conversations ?? 0 };
}
