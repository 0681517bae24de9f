import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/**
 * Adds an e-mail (already validated and lower-cased) to the newsletter list. A second sign-up of
 * the same address changes nothing and is not an error (rule 12).
 */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({
    target: newsletterSubscribers.email,
  });
}
