import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/** Languages the storefront offers (`en-US`, `es-ES`, `ar-SA`); translation rows reference `code`. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** flag-icons country code, e.g. `us` */
  flag: text('flag').notNull(),
  isRtl: boolean('is_rtl').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Store settings, one row per key; the keys and their defaults are `storeSettings` in modules/content. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const PAGE_TYPES = ['default', 'custom', 'special'] as const;

/** Static content pages (`/pages/{slug}`); `content` is HTML, sanitised before it is rendered. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    type: text('type', { enum: PAGE_TYPES }).notNull().default('default'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    metaImage: text('meta_image'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('pages_type_check', oneOf(t.type, PAGE_TYPES))],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    langCode: text('lang_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    title: text('title'),
    content: text('content'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [unique('page_translations_page_lang_unique').on(t.pageId, t.langCode)],
);

/** Newsletter sign-ups; the e-mail is stored lower-cased, so a second sign-up finds the first. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Every SMS and e-mail the shop sends is written here first (in the same transaction as the change
 * that caused it); a sender delivers pending rows, and tests and the demo read them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** phone number for sms, e-mail address for email */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** optional HTML alternative of an e-mail */
    html: text('html'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_messages_channel_check', oneOf(t.channel, OUTBOX_CHANNELS)),
    check('outbox_messages_status_check', oneOf(t.status, OUTBOX_STATUSES)),
    check('outbox_messages_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_messages_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

export type Language = typeof languages.$inferSelect;
export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;
