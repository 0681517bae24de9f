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
import { col, execute, query, queryOne } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { displayDate } from '../../platform/wire-dates.ts';
import { visibleShop } from '../catalog/index.ts';

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
  const rows = await query(
    db,
    {
      id: col.int,
      shop_id: col.int,
      user_id: col.int,
      updated_at: col.timestamp,
      slug: col.text,
      shop_name: col.text,
      shop_logo: col.text,
      user_name: col.text,
      user_avatar: col.text,
      last_message: col.text,
      unseen: col.int,
    },
    sql`
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
  `,
  );
  return rows.map((r) => ({
    id: r.id,
    shopId: r.shop_id,
    userId: r.user_id,
    shopSlug: r.slug,
    shopName: r.shop_name,
    shopLogo: r.shop_logo,
    userName: r.user_name,
    userAvatar: r.user_avatar,
    lastMessage: r.last_message,
    lastMessageAt: displayDate(r.updated_at, lang),
    lastActivityAt: r.updated_at.toISOString(),
    unseenMessageCounter: r.unseen,
  }));
}

/** The conversation `id` if it is `userId`'s with a visible shop; 404 otherwise (never tells which). */
export async function ownConversation(
  db: Executor,
  id: number,
  userId: number,
  appMode: AppMode,
): Promise<{ id: number; shopId: number }> {
  const row = await queryOne(
    db,
    { id: col.int, shop_id: col.int },
    sql`
    select c.id, c.shop_id from conversations c join shops s on s.id = c.shop_id
    where c.id = ${id} and c.user_id = ${userId} and ${visibleShop(appMode)}
  `,
  );
  if (!row) throw new NotFound(CHAT_MESSAGES.conversationNotFound);
  return { id: row.id, shopId: row.shop_id };
}

/** The most recent messages of a conversation, oldest first, with their senders. */
export async function conversationMessages(
  db: Executor,
  conversationId: number,
  lang: LanguageCode,
): Promise<ChatMessage[]> {
  const rows = await query(
    db,
    {
      id: col.int,
      conversation_id: col.int,
      message: col.text,
      is_seen_by_receiver: col.bool,
      from_shop: col.bool,
      user_id: col.int,
      user_name: col.text,
      user_avatar: col.text,
      created_at: col.timestamp,
    },
    sql`
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
  `,
  );
  return rows.map((r) => {
    return {
      id: r.id,
      conversationId: r.conversation_id,
      message: r.message,
      isSeenByReceiver: r.is_seen_by_receiver,
      fromShop: r.from_shop,
      userId: r.user_id,
      userName: r.user_name,
      userAvatar: r.user_avatar,
      messageAt: messageDateTime(r.created_at, lang),
      createdAt: r.created_at.toISOString(),
    };
  });
}

/** Marks the shop's messages of a conversation as seen by its customer. */
export async function markShopMessagesSeen(db: Executor, conversationId: number): Promise<void> {
  await execute(
    db,
    sql`
    update conversation_messages m set is_seen_by_receiver = true
    from conversations c
    where c.id = m.conversation_id and m.conversation_id = ${conversationId}
      and m.user_id <> c.user_id and not m.is_seen_by_receiver
  `,
  );
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
  const row = await queryOne(
    db,
    { id: col.int },
    sql`
    with touched as (update conversations set updated_at = now() where id = ${conversationId} returning id)
    insert into conversation_messages (conversation_id, user_id, message)
    select id, ${senderId}, ${text} from touched
    returning id
  `,
  );
  return row?.id ?? null;
}

/**
 * The user a shop speaks as: its seller (or, for the platform's shop, its admin), the earliest
 * account linked to the shop. Null when the shop has none.
 */
export async function shopSpeaker(db: Executor, shopId: number): Promise<number | null> {
  const row = await queryOne(
    db,
    { id: col.int },
    sql`select id from users where shop_id = ${shopId} order by (user_type = 'customer'), id limit 1`,
  );
  return row?.id ?? null;
}

/** The shop's answer in a conversation (operator command or API). */
export async function replyAsShop(db: Executor, conversationId: number, text: string): Promise<void> {
  const row = await queryOne(
    db,
    { shop_id: col.int, user_id: col.int },
    sql`select shop_id, user_id from conversations where id = ${conversationId}`,
  );
  if (!row) throw new NotFound(CHAT_MESSAGES.conversationNotFound);
  const speaker = await shopSpeaker(db, row.shop_id);
  if (speaker === null || speaker === row.user_id) {
    throw new AppError(409, 'This shop has no seller account to reply as');
  }
  await appendMessage(db, conversationId, speaker, text);
}

/** Conversations for the operator: those whose last message is the customer's first, then newest. */
export async function operatorConversations(db: Executor, limit = 100): Promise<OperatorConversation[]> {
  const rows = await query(
    db,
    {
      id: col.int,
      slug: col.text,
      shop_name: col.text,
      customer_name: col.text,
      updated_at: col.timestamp,
      last_message: col.text,
      last_from_shop: col.bool,
    },
    sql`
    select c.id, s.slug, s.name as shop_name, u.name as customer_name, c.updated_at,
      coalesce(last.message, '') as last_message, coalesce(last.user_id <> c.user_id, false) as last_from_shop
    from conversations c
    join shops s on s.id = c.shop_id
    join users u on u.id = c.user_id
    left join lateral (select m.message, m.user_id from conversation_messages m where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1) last on true
    order by coalesce(last.user_id <> c.user_id, false), c.updated_at desc, c.id desc
    limit ${limit}
  `,
  );
  return rows.map((r) => ({
    id: r.id,
    shopSlug: r.slug,
    shopName: r.shop_name,
    customerName: r.customer_name,
    lastMessage: r.last_message,
    lastFromShop: r.last_from_shop,
    lastActivityAt: r.updated_at.toISOString(),
  }));
}

/** The name of the shop if a shopper may see it (`visibleShop`), else null. */
export async function visibleShopName(
  db: Executor,
  shopId: number,
  appMode: AppMode,
): Promise<string | null> {
  const row = await queryOne(
    db,
    { name: col.text },
    sql`select s.name from shops s where s.id = ${shopId} and ${visibleShop(appMode)}`,
  );
  return row?.name ?? null;
}

/** A new conversation of the user with the shop; null when they already have one. */
export async function createConversation(
  db: Executor,
  userId: number,
  shopId: number,
): Promise<number | null> {
  const row = await queryOne(
    db,
    { id: col.int },
    sql`
    insert into conversations (user_id, shop_id) values (${userId}, ${shopId})
    on conflict (user_id, shop_id) do nothing
    returning id
  `,
  );
  return row?.id ?? null;
}

/** Reopens the user's conversation with the shop as the latest activity; answers its id. */
export async function touchConversation(db: Executor, userId: number, shopId: number): Promise<number> {
  const row = await queryOne(
    db,
    { id: col.int },
    sql`update conversations set updated_at = now() where user_id = ${userId} and shop_id = ${shopId} returning id`,
  );
  if (!row) throw new NotFound(CHAT_MESSAGES.conversationNotFound);
  return row.id;
}
