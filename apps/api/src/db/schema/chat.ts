import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** A customer's conversation with a shop: one per (user, shop); `updated_at` = last activity. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('conversations_user_shop_unique').on(t.userId, t.shopId),
    index('conversations_user_idx').on(t.userId, t.updatedAt),
    index('conversations_shop_idx').on(t.shopId, t.updatedAt),
  ],
);

/** Messages of a conversation; `user_id` is the sender (the customer or the shop's seller). */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isSeenByReceiver: boolean('is_seen_by_receiver').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export type Conversation = typeof conversations.$inferSelect;
export type ConversationMessage = typeof conversationMessages.$inferSelect;
