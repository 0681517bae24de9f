import { SOCIAL_PROVIDERS } from '@shop/contracts/auth';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns.ts';
import { users } from './users.ts';

export { SOCIAL_PROVIDERS, type SocialProvider } from '@shop/contracts/auth';

/**
 * A customer's accounts at social sign-in providers: the provider's stable user id finds the
 * customer again even after they change the e-mail at either end.
 */
export const userSocialAccounts = pgTable(
  'user_social_accounts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    /** the e-mail the provider reported at the last sign-in */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_social_accounts_provider_check', oneOf(t.provider, SOCIAL_PROVIDERS)),
    unique('user_social_accounts_provider_user_unique').on(t.provider, t.providerUserId),
    index('user_social_accounts_user_idx').on(t.userId),
  ],
);

export type UserSocialAccount = typeof userSocialAccounts.$inferSelect;
