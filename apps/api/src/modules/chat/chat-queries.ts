import {
  CHAT_MESSAGES,
  CHAT_MESSAGES_LIMIT,
  type ChatMessage,
  type Conversation,
  type OperatorConversation,
} from '@shop/contracts/chat';
import type { AppMode } from '@shop/contracts/constants';
import { formatLocale } from '@shop/contracts/number-format';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { displayDate } from '../../platform/wire-dates.ts';
import { containsPattern, visibleShop } from '../catalog/product-sql.ts';

/**
 * Reads and writes of conversations (rules §14 with rule 7). A message whose sender
 * is not the conversation's customer is the shop's (its seller or the operator replying as the
 * shop). Every read is one query whatever the number of conversations or messages.
 */

const timeFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/** "05 Jan, 2024 9:05:07 PM" in UTC with the request language's month and day-period names. */
export function messageDateTime(date: Date, lang: LanguageCode): string {
  let f = timeFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(formatLocale(lang), {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    timeFormats.set(lang, f);
  }
  const parts = f.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${displayDate(date, lang)} ${part('hour')}:${part('minute')}:${part('second')} ${part('dayPeriod')}`.trim();
}

const asDate = (v: unknown) => new Date(v as string | Date);

/** The caller's conversations with shops a shopper may see (or just `onlyId`), latest activity first. */
export async function listConversations(
  db: Executor,
  userId: number,
  search: string | null,
  appMode: AppMode,
  lang: LanguageCode,
  onlyId: number | null = null,
): Promise<Conversation[]> {
  const nameMatch = search === null ? sql`true` : sql`s.name ilike ${containsPattern(search)}`;
  const idMatch = onlyId === null ? sql`true` : sql`c.id = ${onlyId}`;
  const { rows } = await db.execute(sql`
    select c.id, c.shop_id, c.user_id, c.updated_at, s.slug, s.name as shop_name, coalesce(s.logo, '') as shop_logo,
      u.name as user_name, coalesce(u.avatar, '') as user_avatar,
      coalesce((select m.message from conversation_messages m where m.conversation_id = c.id
        order by m.created_at desc, m.id desc limit 1), '') as last_message,
      (select count(*)::int from conversation_messages m
        where m.conversation_id = c.id and m.user_id <> c.user_id and not m.is_seen_by_receiver) as unseen
    from conversations c
    join shops s on s.id = c.shop_id
    join users u on u.id = c.user_id
    where c.user_id = ${userId} and ${visibleShop(appMode)} and ${nameMatch} and ${idMatch}
    order by c.updated_at desc, c.id desc
  `);
  return rows.map((r) => {
    const at = asDate(r.updated_at);
    return {
      id: Number(r.id),
      shopId: Number(r.shop_id),
      userId: Number(r.user_id),
      shopSlug: String(r.slug),
      shopName: String(r.shop_name),
      shopLogo: String(r.shop_logo),
      userName: String(r.user_name),
      userAvatar: String(r.user_avatar),
      lastMessage: String(r.last_message),
      lastMessageAt: displayDate(at, lang),
      lastActivityAt: at.toISOString(),
      unseenMessageCounter: Number(r.unseen),
    };
  });
}

/** The conversation `id` if it is `userId`'s with a visible shop; 404 otherwise (never tells which). */
export async function ownConversation(
  db: Executor,
  id: number,
  userId: number,
  appMode: AppMode,
): Promise<{ id: number; shopId: number }> {
  const { rows } = await db.execute(sql`
    select c.id, c.shop_id from conversations c join shops s on s.id = c.shop_id
    where c.id = ${id} and c.user_id = ${userId} and ${visibleShop(appMode)}
  `);
  const row = rows[0];
  if (!row) throw new NotFound(CHAT_MESSAGES.conversationNotFound);
  return { id: Number(row.id), shopId: Number(row.shop_id) };
}

/** The most recent messages of a conversation, oldest first, with their senders. */
export async function conversationMessages(
  db: Executor,
  conversationId: number,
  lang: LanguageCode,
): Promise<ChatMessage[]> {
  const { rows } = await db.execute(sql`
    select * from (
      select m.id, m.conversation_id, m.message, m.is_seen_by_receiver, m.user_id, m.created_at,
        (m.user_id <> c.user_id) as from_shop,
        case when m.user_id <> c.user_id then s.name else u.name end as user_name,
        coalesce(case when m.user_id <> c.user_id then s.logo else u.avatar end, '') as user_avatar
      from conversation_messages m
      join conversations c on c.id = m.conversation_id
      join shops s on s.id = c.shop_id
      join users u on u.id = m.user_id
      where m.conversation_id = ${conversationId}
      order by m.created_at desc, m.id desc
      limit ${CHAT_MESSAGES_LIMIT}
    ) latest
    order by created_at, id
  `);
  return rows.map((r) => {
    const at = asDate(r.created_at);
    return {
      id: Number(r.id),
      conversationId: Number(r.conversation_id),
      message: String(r.message),
      isSeenByReceiver: r.is_seen_by_receiver === true,
      fromShop: r.from_shop === true,
      userId: Number(r.user_id),
      userName: String(r.user_name),
      userAvatar: String(r.user_avatar),
      messageAt: messageDateTime(at, lang),
      createdAt: at.toISOString(),
    };
  });
}

/** Marks the shop's messages of a conversation as seen by its customer. */
export async function markShopMessagesSeen(db: Executor, conversationId: number): Promise<void> {
  await db.execute(sql`
    update conversation_messages m set is_seen_by_receiver = true
    from conversations c
    where c.id = m.conversation_id and m.conversation_id = ${conversationId}
      and m.user_id <> c.user_id and not m.is_seen_by_receiver
  `);
}

/**
 * Appends a message and marks the conversation's latest activity; answers the new message's id
 * (null when the conversation does not exist). The update locks the conversation row before the
 * insert takes its id, so within a conversation ids follow the order of writing and a reader
 * polling for ids after the last one it saw never skips a message (seller-chat-queries.ts).
 */
export async function appendMessage(
  db: Executor,
  conversationId: number,
  senderId: number,
  text: string,
): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    with touched as (update conversations set updated_at = now() where id = ${conversationId} returning id)
    insert into conversation_messages (conversation_id, user_id, message)
    select id, ${senderId}, ${text} from touched
    returning id
  `);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The user a shop speaks as: its seller (or, for the platform's shop, its admin), the earliest
 * account linked to the shop. Null when the shop has none.
 */
export async function shopSpeaker(db: Executor, shopId: number): Promise<number | null> {
  const { rows } = await db.execute(sql`
    select id from users where shop_id = ${shopId} order by (user_type = 'customer'), id limit 1
  `);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The shop's answer in a conversation (operator command or API). */
export async function replyAsShop(db: Executor, conversationId: number, text: string): Promise<void> {
  const { rows } = await db.execute(
    sql`select id, shop_id, user_id from conversations where id = ${conversationId}`,
  );
  const row = rows[0];
  if (!row) throw new NotFound(CHAT_MESSAGES.conversationNotFound);
  const speaker = await shopSpeaker(db, Number(row.shop_id));
  if (speaker === null || speaker === Number(row.user_id)) {
    throw new AppError(409, 'This shop has no seller account to reply as');
  }
  await appendMessage(db, conversationId, speaker, text);
}

/** Conversations for the operator: those whose last message is the customer's first, then newest. */
export async function operatorConversations(db: Executor, limit = 100): Promise<OperatorConversation[]> {
  const { rows } = await db.execute(sql`
    select c.id, s.slug, s.name as shop_name, u.name as customer_name, c.updated_at,
      coalesce(last.message, '') as last_message, coalesce(last.user_id <> c.user_id, false) as last_from_shop
    from conversations c
    join shops s on s.id = c.shop_id
    join users u on u.id = c.user_id
    left join lateral (select m.message, m.user_id from conversation_messages m where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1) last on true
    order by coalesce(last.user_id <> c.user_id, false), c.updated_at desc, c.id desc
    limit ${limit}
  `);
  return rows.map((r) => ({
    id: Number(r.id),
    shopSlug: String(r.slug),
    shopName: String(r.shop_name),
    customerName: String(r.customer_name),
    lastMessage: String(r.last_message),
    lastFromShop: r.last_from_shop === true,
    lastActivityAt: asDate(r.updated_at).toISOString(),
  }));
}
