import { envelope, errorBody } from '@shop/contracts/envelope';
import { areas as areasSchema, cities as citiesSchema, states as statesSchema } from '@shop/contracts/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, cities, countries, states, zones } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(countries).values([
    { id: 18, name: 'Bangladesh', code: 'BD' },
    { id: 19, name: 'Nepal', code: 'NP' },
  ]);
  await t.db.insert(states).values([
    { id: 1, countryId: 18, name: 'Sylhet' },
    { id: 2, countryId: 18, name: 'Dhaka' },
    { id: 3, countryId: 18, name: 'Closed', isActive: false },
    { id: 4, countryId: 19, name: 'Bagmati' },
  ]);
  await t.db.insert(cities).values([
    { id: 1, stateId: 2, name: 'Savar' },
    { id: 2, stateId: 2, name: 'Dhaka City' },
    { id: 3, stateId: 2, name: 'Old', isActive: false },
  ]);
  await t.db.insert(zones).values({ id: 5, name: 'Central' });
  await t.db.insert(areas).values([
    { id: 1, cityId: 2, name: 'Gulshan', zoneId: 5 },
    { id: 2, cityId: 2, name: 'Banani', zoneId: null },
    { id: 3, cityId: 2, name: 'Gone', zoneId: 5, isActive: false },
  ]);
});
afterAll(() => t?.close());

describe('location pickers', () => {
  it('lists the active states of a country by name', async () => {
    const res = await t.app.inject({ url: '/api/v1/get-states/18' });
    expect(res.statusCode).toBe(200);
    expect(envelope(statesSchema).parse(res.json()).result).toEqual([
      { id: 2, country_id: 18, name: 'Dhaka', is_active: true },
      { id: 1, country_id: 18, name: 'Sylhet', is_active: true },
    ]);
  });

  it('lists the active cities of a state by name', async () => {
    const res = await t.app.inject({ url: '/api/v1/get-cities/2' });
    expect(envelope(citiesSchema).parse(res.json()).result).toEqual([
      { id: 2, state_id: 2, name: 'Dhaka City', is_active: true },
      { id: 1, state_id: 2, name: 'Savar', is_active: true },
    ]);
  });

  it('lists the active areas of a city with their zone', async () => {
    const res = await t.app.inject({ url: '/api/v1/get-areas/2' });
    expect(envelope(areasSchema).parse(res.json()).result).toEqual([
      { id: 2, city_id: 2, zone_id: null, name: 'Banani', is_active: true },
      { id: 1, city_id: 2, zone_id: 5, name: 'Gulshan', is_active: true },
    ]);
  });

  it('gives an empty list for an id without rows', async () => {
    const res = await t.app.inject({ url: '/api/v1/get-states/999' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([]);
  });

  it('answers 422 for an id that is not a positive whole number', async () => {
    for (const url of [
      '/api/v1/get-states/abc',
      '/api/v1/get-cities/-1',
      '/api/v1/get-areas/1.5',
      '/api/v1/get-areas/0',
      '/api/v1/get-states/99999999999',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(422);
      expect(errorBody.parse(res.json()).message).toBe('Invalid id');
    }
  });
});
