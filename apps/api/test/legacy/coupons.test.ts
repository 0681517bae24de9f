import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { legacyClient } from './legacy-client.ts';

let t: TestApp;
let rita: string;
const startsAt = Date.UTC(2020, 0, 5) / 1000;
const endsAt = Date.UTC(2099, 11, 5) / 1000;
/** What the original client prints as it comes (issue 20 §5). */
const printed = { startDate: '05 Jan, 2020', endDate: '05 Dec, 2099' };

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  await t.db
    .update(coupons)
    .set({ startAt: new Date(startsAt * 1000), endAt: new Date(endsAt * 1000) })
    .where(eq(coupons.code, 'SAVE5'));
  rita = await issueToken(t.db, 501);
  await setCart(t.db, 501, [[1001, 11, 2]]);
});

afterAll(async () => {
  await t?.close();
});

describe('coupon dates as the original client prints them', () => {
  it('GET /coupons: startDate and endDate as "d M, Y"; ours as startsAt and endsAt', async () => {
    const res = await legacyClient(t.app).get('/coupons?shopSlug=cotton-co&limit=20');
    expect(res.statusCode, res.body).toBe(200);
    const save5 = res.json().result.data.find((c: { code: string }) => c.code === 'SAVE5');
    expect(save5).toMatchObject({ ...printed, startsAt, endsAt });
  });

  it('GET /coupons/details/{code}: the same', async () => {
    const res = await legacyClient(t.app).get('/coupons/details/SAVE5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ ...printed, startsAt, endsAt });
  });

  it('POST /coupons/apply (multipart): the same display dates', async () => {
    const res = await legacyClient(t.app).postForm('/coupons/apply', rita, { code: 'SAVE5', shopId: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject(printed);
  });
});
