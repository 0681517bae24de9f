import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries, states } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { api, insertCheckoutData } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Shipping in the operator console (issue 18 §5): locations (create, edit, on/off, delete only
 * when unused) that the storefront's pickers follow at once, zones with their areas, and the
 * platform shop's charge per zone that checkout uses. Data: checkout-fixture.ts (Bangladesh 18 →
 * Dhaka 1 → Dhaka City 1 → Gulshan 1 (zone 1), Char 2, Mirpur 3 (zone 2); shop 1 charges 3.00 in
 * zone 1 and 9.00 by default; Rita's address 1 is in Gulshan).
 */
let t: TestApp;
let operator: string;
let rita: string;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  const account = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  operator = await issueToken(t.db, account.id, { scope: 'admin', name: 'Operator console' });
  rita = await issueToken(t.db, 501);
});
afterAll(() => t?.close());

function admin(method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown, token = operator) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const storefront = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

async function lastAudit() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe('locations', () => {
  it('creates a state, city and area the storefront pickers show at once', async () => {
    const state = await admin('POST', '/geo/states', { countryId: 18, name: 'Chattogram', isActive: true });
    expect(state.statusCode, state.body).toBe(200);
    const stateId = state.json().result.id as number;
    expect(state.json().result.parent).toEqual({ id: 18, name: 'Bangladesh' });
    expect((await lastAudit()).action).toBe('state.create');

    const city = await admin('POST', '/geo/cities', { stateId, name: 'Port City', isActive: true });
    const cityId = city.json().result.id as number;
    const area = await admin('POST', '/geo/areas', { cityId, name: 'Agrabad', zoneId: 1, isActive: true });
    expect(area.json().result.zone).toEqual({ id: 1, name: expect.any(String) });

    const states = (await storefront('/get-states/18')).json().result.map((s: { name: string }) => s.name);
    expect(states).toContain('Chattogram');
    const areas = (await storefront(`/get-areas/${cityId}`)).json().result;
    expect(areas).toEqual([expect.objectContaining({ name: 'Agrabad', zone_id: 1 })]);

    // switched off: gone from the picker at once, still listed in the console
    const off = await admin('PATCH', `/geo/states/${stateId}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    const audit = await lastAudit();
    expect(audit.action).toBe('state.update');
    expect(audit.before).toMatchObject({ isActive: true });
    expect(audit.after).toMatchObject({ isActive: false });
    expect(
      (await storefront('/get-states/18')).json().result.map((s: { name: string }) => s.name),
    ).not.toContain('Chattogram');
    const listed = (await admin('GET', '/geo/states?parentId=18&search=chatto')).json().result;
    expect(listed.data).toEqual([
      expect.objectContaining({ name: 'Chattogram', isActive: false, children: 1 }),
    ]);

    // in use: not deleted; empty: deleted from the bottom up
    const refused = await admin('DELETE', `/geo/states/${stateId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/switch it off instead/);
    expect((await admin('DELETE', `/geo/areas/${area.json().result.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/geo/cities/${cityId}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/geo/states/${stateId}`)).statusCode).toBe(200);
    expect((await lastAudit()).action).toBe('state.delete');
  });

  it('keeps a location saved addresses use, and countries in the page configuration follow', async () => {
    const inUse = await admin('DELETE', '/geo/areas/1');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Saved addresses use this area: switch it off instead');

    const country = await admin('POST', '/geo/countries', { name: 'Nepal', code: 'NP', isActive: true });
    expect(country.statusCode).toBe(200);
    const config = (await storefront('/page-config')).json().result;
    expect(config.countries.map((c: { code: string }) => c.code)).toContain('NP');
    await admin('PATCH', `/geo/countries/${country.json().result.id}`, { isActive: false });
    const after = (await storefront('/page-config')).json().result;
    expect(after.countries.map((c: { code: string }) => c.code)).not.toContain('NP');
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = [(await t.db.select().from(countries)).length, (await t.db.select().from(states)).length];
    const audits = (await t.db.select().from(auditLog)).length;
    const cases: [string, unknown, string][] = [
      ['/geo/countries', { name: 'Bangla', code: 'BD', isActive: true }, 'code'],
      ['/geo/countries', { name: 'Lower', code: 'np1', isActive: true }, 'code'],
      ['/geo/countries', { name: '', code: 'ZZ', isActive: true }, 'name'],
      ['/geo/states', { countryId: 9999, name: 'Nowhere', isActive: true }, 'countryId'],
      ['/geo/areas', { cityId: 1, name: 'Lost', zoneId: 9999, isActive: true }, 'zoneId'],
    ];
    for (const [url, body, field] of cases) {
      const res = await admin('POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect([(await t.db.select().from(countries)).length, (await t.db.select().from(states)).length]).toEqual(
      before,
    );
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
    expect((await admin('PATCH', '/geo/cities/9999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('zones and their charges', () => {
  it("sets the platform shop's charge in a zone and checkout charges it at once", async () => {
    const charge = async () =>
      (
        await api(t.app).post(
          '/checkout/get-shipping-charge',
          rita,
          { addressId: '1', 'shopIds[]': ['1'] },
          {},
        )
      ).json().result;
    expect(await charge()).toBe(3);
    const zones = (await admin('GET', '/zones')).json().result;
    expect(zones.defaultCharge).toBe(9);
    expect(zones.zones.find((z: { id: number }) => z.id === 1)).toMatchObject({
      charge: 3,
      areas: [{ id: 1, name: 'Gulshan', city: 'Dhaka City' }],
    });

    const res = await admin('PATCH', '/zones/1', { charge: 4.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await charge()).toBe(4.5);
    const audit = await lastAudit();
    expect(audit.action).toBe('zone.update');
    expect(audit.before).toMatchObject({ charge: 3 });
    expect(audit.after).toMatchObject({ charge: 4.5 });

    // no charge of its own: the shop's default
    await admin('PATCH', '/zones/1', { charge: null });
    expect(await charge()).toBe(9);
    await admin('PATCH', '/zones/1', { charge: 3 });

    const tooFine = await admin('PATCH', '/zones/1', { charge: 1.234 });
    expect(tooFine.statusCode).toBe(422);
    expect(await charge()).toBe(3);
  });

  it('creates a zone from areas (taken from their zone), moves an area, deletes a zone nobody serves', async () => {
    const created = await admin('POST', '/zones', {
      name: 'Riverside',
      isActive: true,
      areaIds: [2],
      charge: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const zone = created.json().result;
    expect(zone).toMatchObject({ name: 'Riverside', charge: 2, shops: 0, areas: [{ id: 2, name: 'Char' }] });
    const areas = (await storefront('/get-areas/1')).json().result;
    expect(areas.find((a: { id: number }) => a.id === 2).zone_id).toBe(zone.id);

    const moved = await admin('PATCH', `/zones/${zone.id}`, { areaIds: [3] });
    expect(moved.json().result.areas.map((a: { id: number }) => a.id)).toEqual([3]);
    const after = (await storefront('/get-areas/1')).json().result;
    expect(after.find((a: { id: number }) => a.id === 2).zone_id).toBeNull();
    expect(after.find((a: { id: number }) => a.id === 3).zone_id).toBe(zone.id);

    expect(
      (await admin('POST', '/zones', { name: 'Bad', isActive: true, areaIds: [9999], charge: null }))
        .statusCode,
    ).toBe(422);

    expect((await admin('DELETE', `/zones/${zone.id}`)).statusCode).toBe(200);
    expect((await lastAudit()).action).toBe('zone.delete');
    expect(
      (await storefront('/get-areas/1')).json().result.find((a: { id: number }) => a.id === 3).zone_id,
    ).toBeNull();
  });

  it('is for operators only', async () => {
    expect((await admin('GET', '/zones', undefined, rita)).statusCode).toBe(401);
    expect(
      (await admin('POST', '/geo/countries', { name: 'X', code: 'XX', isActive: true }, rita)).statusCode,
    ).toBe(401);
  });
});
