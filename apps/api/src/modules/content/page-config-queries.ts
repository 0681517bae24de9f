import type { Language } from '@shop/contracts/page-config';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { languages } from '../../db/schema/index.ts';

/** The languages the storefront offers, in the operator's order. */
export function activeLanguages(db: Executor): Promise<Language[]> {
  return db
    .select({ code: languages.code, name: languages.name, flag: languages.flag, isRtl: languages.isRtl })
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.sort), asc(languages.code));
}
