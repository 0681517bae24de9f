import type { Database } from '../../src/db/client.ts';
import { areas, cities, countries, states, zones } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';

/**
 * Places for address tests, fixed ids: Bangladesh (18) › Dhaka (1) › Dhaka City (10) › Gulshan
 * (100, zone 1) and Banani (101, zone 2); Chattogram state (2) › Port City (20) › Agrabad (200);
 * an inactive country 19 and an inactive area 102.
 */
export async function insertPlaces(db: Database) {
  await db.insert(zones).values([
    { id: 1, name: 'North' },
    { id: 2, name: 'South' },
  ]);
  await db.insert(countries).values([
    { id: 18, name: 'Bangladesh', code: 'BD' },
    { id: 19, name: 'Closed', code: 'CL', isActive: false },
  ]);
  await db.insert(states).values([
    { id: 1, countryId: 18, name: 'Dhaka' },
    { id: 2, countryId: 18, name: 'Chattogram' },
  ]);
  await db.insert(cities).values([
    { id: 10, stateId: 1, name: 'Dhaka City' },
    { id: 20, stateId: 2, name: 'Port City' },
  ]);
  await db.insert(areas).values([
    { id: 100, cityId: 10, zoneId: 1, name: 'Gulshan' },
    { id: 101, cityId: 10, zoneId: 2, name: 'Banani' },
    { id: 102, cityId: 10, zoneId: 1, name: 'Old', isActive: false },
    { id: 200, cityId: 20, zoneId: 2, name: 'Agrabad' },
  ]);
  await syncIdentitySequences(db);
}
