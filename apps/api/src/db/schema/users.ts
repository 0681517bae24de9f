import { ADDRESS_TYPES } from '@shop/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { areas, cities, countries, states } from './geo.ts';
import { shops } from './shops.ts';

export const USER_TYPES = ['customer', 'seller', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * People who sign in: customers, and sellers (whose `shop_id` is their shop).
 * `phone` holds digits only; `email` is stored lower-cased.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('customer'),
    name: text('name').notNull(),
    phone: text('phone').notNull().unique(),
    email: text('email').unique(),
    /** self-describing password hash (algorithm, parameters, salt and hash in one string) */
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    isBanned: boolean('is_banned').notNull().default(false),
    /** when an operator banned the account, and why (shown in the console); null when not banned */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_user_type_check', oneOf(t.userType, USER_TYPES)),
    index('users_shop_idx').on(t.shopId),
  ],
);

/**
 * Guests, keyed by the numeric id of their `guestUserId` cookie (unix time and a random suffix, so
 * it needs a bigint). The API creates the row the first time it sees an id.
 */
export const guestUsers = pgTable('guest_users', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which API a token opens (decision 62): the storefront's customer API, the seller center's API or
 * the operator console's. Each API accepts only its own scope, so a seller's token is a guest on
 * the storefront and a customer's token is refused by the seller center.
 */
export const TOKEN_SCOPES = ['customer', 'seller', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Bearer tokens: only a SHA-256 hash of the token is stored; logout sets `revoked_at`. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull().default('Personal Access Token'),
    scope: text('scope', { enum: TOKEN_SCOPES }).notNull().default('customer'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('auth_tokens_scope_check', oneOf(t.scope, TOKEN_SCOPES)),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

/** `operator_setup`: the one-time link `npm run admin -- create` prints (decision 82). */
export const ONE_TIME_CODE_PURPOSES = ['verify', 'reset', 'operator_setup'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** SMS codes: valid 10 minutes, usable once, locked after 5 wrong attempts (rule 6). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('one_time_codes_purpose_check', oneOf(t.purpose, ONE_TIME_CODE_PURPOSES)),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
    index('one_time_codes_lookup_idx').on(t.phone, t.purpose, t.createdAt),
  ],
);

/** A customer's saved addresses; deleting one sets `deleted_at` (orders keep pointing at it). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    address: text('address').notNull(),
    direction: text('direction'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    type: text('type', { enum: ADDRESS_TYPES }).notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_addresses_type_check', oneOf(t.type, ADDRESS_TYPES)),
    index('user_addresses_user_idx').on(t.userId, t.createdAt).where(sql`${t.deletedAt} is null`),
    uniqueIndex('user_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
export type UserAddress = typeof userAddresses.$inferSelect;
export type NewUserAddress = typeof userAddresses.$inferInsert;
