import type { Country } from '@shop/contracts/page-config';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countries } from '../../db/schema/index.ts';

/** The active countries, by name (the location and address forms offer these). */
export function activeCountries(db: Executor): Promise<Country[]> {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .where(eq(countries.isActive, true))
    .orderBy(asc(countries.name));
}
