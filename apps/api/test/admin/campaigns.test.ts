import { megaCampaign, megaCampaignsResult } from '@shop/contracts/admin/campaigns';
import { campaignsResult } from '@shop/contracts/campaigns';
import { envelope } from '@shop/contracts/envelope';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, products, productVariations } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertSeller, sellerClient, type TestSeller } from '../helpers/seller.ts';

/**
 * The operator's mega campaigns (issue 18 §7) on the cart catalogue: the platform's campaigns
 * hold products of any shop (shop 1's T-shirt 100 and another shop's mug 800 here); the
 * storefront's campaign list and card prices follow every write; every write is audited.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
let t: TestApp;
let operatorToken: string;
let other: TestSeller;

function admin(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token = operatorToken,
) {
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

function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Marketplace Mega Week',
    shortDescription: 'Half off across the marketplace',
    startAt: at(-HOUR),
    endAt: at(5 * DAY),
    isPublished: true,
    defaultDiscountType: 'percentage',
    defaultDiscountValue: 50,
    products: [{ productId: 800 }, { productId: 200 }],
    ...overrides,
  };
}

async function lastAudit() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function cardPrice(id: number) {
  const [row] = await t.db
    .select({ cardPrice: products.cardPrice })
    .from(products)
    .where(eq(products.id, id));
  return row!.cardPrice;
}

async function storefrontSlugs() {
  const res = await t.app.inject({ url: '/api/v1/campaigns', headers: { 'zone-id': '1' } });
  return envelope(campaignsResult)
    .parse(res.json())
    .result.megaCampaigns.map((c) => c.slug);
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  other = await insertSeller(t.db, { shopName: 'Other Shop' });
  await t.db.insert(products).values({
    id: 800,
    shopId: other.shopId,
    name: 'Other mug',
    slug: 'other-mug',
    minPrice: 500,
    maxPrice: 500,
    isPublished: true,
  });
  await t.db.insert(productVariations).values({ id: 8001, productId: 800, sku: 'OTHER-MUG', price: 500 });
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  operatorToken = await issueToken(t.db, operator.id, { scope: 'admin' });
});
afterAll(() => t?.close());

describe('mega campaigns in the operator console', () => {
  let id: number;
  let slug: string;

  it('refuses bad input with 422 and creates nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(campaigns);
    const res = await admin('POST', '/campaigns', campaignBody({ defaultDiscountValue: 150 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.defaultDiscountValue).toBeDefined();
    const missing = await admin('POST', '/campaigns', campaignBody({ products: [{ productId: 99999 }] }));
    expect(missing.statusCode).toBe(422);
    const [after] = await t.db.select({ n: count() }).from(campaigns);
    expect(after!.n).toBe(before!.n);
  });

  it('creates a mega campaign with products of any shop: audited, on the storefront and its prices at once', async () => {
    const res = await admin('POST', '/campaigns', campaignBody());
    expect(res.statusCode, res.body).toBe(200);
    const created = envelope(megaCampaign).parse(res.json()).result;
    id = created.id;
    slug = created.slug;
    expect(created.products.map((p) => p.id).sort()).toEqual([200, 800]);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ kind: 'mega', shopId: 1 });
    expect(await cardPrice(800)).toBe(250);
    expect(await storefrontSlugs()).toContain(slug);
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.create',
      subjectType: 'campaign',
      subjectId: String(id),
      subjectLabel: 'Marketplace Mega Week',
      before: null,
      after: { kind: 'mega', name: 'Marketplace Mega Week' },
    });
    const list = envelope(megaCampaignsResult).parse((await admin('GET', '/campaigns')).json()).result;
    expect(list.data.map((c) => c.id)).toContain(id);
    // the other shop's seller center does not see or change it
    const seller = sellerClient(t.app, other.token);
    expect((await seller.get(`/campaigns/${id}`)).status).toBe(404);
  });

  it('changes and unpublishes it: audited, prices back at once', async () => {
    const res = await admin('PATCH', `/campaigns/${id}`, { isPublished: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardPrice(800)).toBe(500);
    expect(await storefrontSlugs()).not.toContain(slug);
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.update',
      before: { isPublished: true },
      after: { isPublished: false },
    });
  });

  it('names it per language: the storefront shows the Spanish name in Spanish, the base one elsewhere; audited', async () => {
    const res = await admin('PATCH', `/campaigns/${id}`, {
      isPublished: true,
      translations: { 'es-ES': { name: 'Mega semana', shortDescription: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(megaCampaign).parse(res.json()).result.translations['es-ES']).toEqual({
      name: 'Mega semana',
      shortDescription: '',
    });
    const names = async (lang: string) =>
      envelope(campaignsResult)
        .parse(
          (await t.app.inject({ url: '/api/v1/campaigns', headers: { 'accept-language': lang } })).json(),
        )
        .result.megaCampaigns.map((c) => [c.slug, c.name, c.shortDescription]);
    expect(await names('es-ES')).toContainEqual([slug, 'Mega semana', 'Half off across the marketplace']);
    expect(await names('en-US')).toContainEqual([
      slug,
      'Marketplace Mega Week',
      'Half off across the marketplace',
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.update',
      before: { translations: [] },
      after: { translations: [{ langCode: 'es-ES', name: 'Mega semana' }] },
    });
    const bad = await admin('PATCH', `/campaigns/${id}`, {
      translations: { 'es-ES': { name: 'x'.repeat(151) } },
    });
    expect(bad.statusCode).toBe(422);
    expect(await names('es-ES')).toContainEqual([slug, 'Mega semana', 'Half off across the marketplace']);
  });

  it('deletes it: audited, gone', async () => {
    await admin('PATCH', `/campaigns/${id}`, { isPublished: true });
    expect(await cardPrice(800)).toBe(250);
    const res = await admin('DELETE', `/campaigns/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardPrice(800)).toBe(500);
    expect(await lastAudit()).toMatchObject({ action: 'campaign.delete', after: null });
    expect((await admin('DELETE', `/campaigns/${id}`)).statusCode).toBe(404);
  });

  it('is closed to sellers', async () => {
    expect((await admin('GET', '/campaigns', undefined, other.token)).statusCode).toBe(401);
  });
});
