import { address, addressesResult } from '@shop/contracts/account';
import { envelope } from '@shop/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../../src/db/schema/index.ts';
import { apiClient, insertCustomer, signInToken } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertPlaces } from './geo-fixture.ts';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let userId: number;
let otherToken: string;

const gulshan = {
  countryId: 18,
  stateId: 1,
  cityId: 10,
  areaId: 100,
  address: 'House 5, Road 7',
  direction: 'Blue gate',
  postalCode: '1212',
  type: 'home',
};

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  await insertPlaces(t.db);
  const user = await insertCustomer(t.db);
  const other = await insertCustomer(t.db);
  userId = user.id;
  token = await signInToken(t.app, user.phone, user.password);
  otherToken = await signInToken(t.app, other.phone, other.password);
});
afterAll(() => t?.close());

describe('addresses', () => {
  it('needs a signed-in user', async () => {
    expect((await api.get('/user/addresses')).status).toBe(401);
    expect((await api.post('/user/address', gulshan)).status).toBe(401);
  });

  it('validates with the §5 messages', async () => {
    const res = await api.post('/user/address', { countryId: '', address: ' ', type: 'castle' }, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      countryId: ['Country is required'],
      stateId: ['State is required'],
      cityId: ['Select a city'],
      areaId: ['Select an area'],
      address: ['Address is required'],
      type: ['Save as is required'],
    });
  });

  it('checks that the country, state, city and area exist, are active and belong together', async () => {
    const cases: [Record<string, number>, string, string][] = [
      [{ countryId: 19 }, 'countryId', 'The selected country is not available'],
      [{ countryId: 999 }, 'countryId', 'The selected country is not available'],
      [{ stateId: 999 }, 'stateId', 'The selected state is not in this country'],
      [{ cityId: 20 }, 'cityId', 'The selected city is not in this state'],
      [{ areaId: 200 }, 'areaId', 'The selected area is not in this city'],
      [{ areaId: 102 }, 'areaId', 'The selected area is not in this city'],
    ];
    for (const [change, field, message] of cases) {
      const res = await api.post('/user/address', { ...gulshan, ...change }, { token });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await t.db.select().from(userAddresses).where(eq(userAddresses.userId, userId))).toEqual([]);
  });

  it('saves addresses in the read form; the first becomes the default', async () => {
    const first = await api.post('/user/address', gulshan, { token });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Address saved successfully!');
    expect(envelope(address).parse(first.body).result).toMatchObject({
      countryId: 18,
      country: { id: 18, name: 'Bangladesh', code: 'BD' },
      state: { id: 1, name: 'Dhaka' },
      city: { id: 10, name: 'Dhaka City' },
      area: { id: 100, name: 'Gulshan', zone_id: 1 },
      address: 'House 5, Road 7',
      direction: 'Blue gate',
      postalCode: '1212',
      type: 'home',
      isDefault: true,
      fullAddress: 'House 5, Road 7, Gulshan, Dhaka City, Dhaka, Bangladesh',
    });
    const second = await api.post(
      '/user/address',
      { ...gulshan, areaId: 101, address: 'Office tower', type: 'office', direction: '' },
      { token },
    );
    expect(second.body.result).toMatchObject({ isDefault: false, direction: null, type: 'office' });
    const third = await api.post(
      '/user/address',
      { ...gulshan, address: 'Flat 3', isDefault: 'true' },
      { token },
    );
    expect(third.body.result.isDefault).toBe(true);

    const list = envelope(addressesResult).parse((await api.get('/user/addresses', { token })).body).result;
    expect(list.addresses.map((a) => [a.address, a.isDefault])).toEqual([
      ['Flat 3', true],
      ['Office tower', false],
      ['House 5, Road 7', false],
    ]);
    expect(list.countries).toEqual([{ id: 18, name: 'Bangladesh', code: 'BD' }]);
    expect((await api.get('/user/addresses', { token: otherToken })).body.result.addresses).toEqual([]);
  });

  it("updates only the caller's address; another user's id is 404 and nothing changes", async () => {
    const [mine] = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).limit(1);
    const foreign = await api.post(
      '/user/address/update',
      { ...gulshan, id: mine!.id, address: 'Hijacked' },
      { token: otherToken },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Address not found');
    const foreignDelete = await api.post('/user/address/delete', { id: mine!.id }, { token: otherToken });
    expect(foreignDelete.status).toBe(404);
    const [unchanged] = await t.db.select().from(userAddresses).where(eq(userAddresses.id, mine!.id));
    expect(unchanged).toEqual(mine);

    const res = await api.post(
      '/user/address/update',
      {
        ...gulshan,
        id: mine!.id,
        stateId: 2,
        cityId: 20,
        areaId: 200,
        address: 'Port road 1',
        type: 'other',
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Address updated successfully!');
    expect(res.body.result).toMatchObject({
      id: mine!.id,
      address: 'Port road 1',
      area: { id: 200, zone_id: 2 },
    });
    expect((await api.post('/user/address/update', { ...gulshan, id: 999_999 }, { token })).status).toBe(404);
  });

  it('soft-deletes; deleting the default passes it to the newest remaining address', async () => {
    const before = (await api.get('/user/addresses', { token })).body.result.addresses as {
      id: number;
      isDefault: boolean;
    }[];
    const theDefault = before.find((a) => a.isDefault)!;
    const res = await api.post('/user/address/delete', { id: theDefault.id }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Address deleted successfully!',
      result: { message: 'Address deleted successfully!' },
    });
    const [row] = await t.db.select().from(userAddresses).where(eq(userAddresses.id, theDefault.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const after = (await api.get('/user/addresses', { token })).body.result.addresses as {
      id: number;
      isDefault: boolean;
    }[];
    expect(after).toHaveLength(before.length - 1);
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
    expect((await api.post('/user/address/delete', { id: theDefault.id }, { token })).status).toBe(404);
  });
});
