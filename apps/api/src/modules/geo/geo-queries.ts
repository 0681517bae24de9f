import type { Area, City, State } from '@shop/contracts/geo';
import type { Country } from '@shop/contracts/page-config';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { areas, cities, countries, states } from '../../db/schema/index.ts';

/** The active countries, by name (the location and address forms and the page configuration offer these). */
export function activeCountries(db: Executor): Promise<Country[]> {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .where(eq(countries.isActive, true))
    .orderBy(asc(countries.name));
}

export async function activeStatesOf(db: Database, countryId: number): Promise<State[]> {
  return db
    .select({ id: states.id, country_id: states.countryId, name: states.name, is_active: states.isActive })
    .from(states)
    .where(and(eq(states.countryId, countryId), eq(states.isActive, true)))
    .orderBy(asc(states.name), asc(states.id));
}

export async function activeCitiesOf(db: Database, stateId: number): Promise<City[]> {
  return db
    .select({ id: cities.id, state_id: cities.stateId, name: cities.name, is_active: cities.isActive })
    .from(cities)
    .where(and(eq(cities.stateId, stateId), eq(cities.isActive, true)))
    .orderBy(asc(cities.name), asc(cities.id));
}

export async function activeAreasOf(db: Database, cityId: number): Promise<Area[]> {
  return db
    .select({
      id: areas.id,
      city_id: areas.cityId,
      zone_id: areas.zoneId,
      name: areas.name,
      is_active: areas.isActive,
    })
    .from(areas)
    .where(and(eq(areas.cityId, cityId), eq(areas.isActive, true)))
    .orderBy(asc(areas.name), asc(areas.id));
}
