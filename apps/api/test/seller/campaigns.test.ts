import { campaignDetails, campaignsResult } from '@shop/contracts/campaigns';
import { productDetails } from '@shop/contracts/catalog';
import { envelope } from '@shop/contracts/envelope';
import {
  campaignProductOptions,
  sellerCampaign,
  sellerCampaignsResult,
} from '@shop/contracts/seller/campaigns';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignProducts,
  campaigns,
  campaignTranslations,
  languages,
  products,
  productVariations,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';
import { insertCatalogueSeller, insertSeller, sellerClient, type TestSeller } from '../helpers/seller.ts';

/**
 * The seller center's campaigns (issue 17 §7) on the cart catalogue: seller A owns shop 1 "Cotton
 * Co" (T-shirt 100 with Red-M 1001 at 20.00 and Blue-M 1002 at 25.00, both 20 % off on their own,
 * Blue-M in the platform's 30 % mega campaign "summer"; Mug 200 at 9.99; its unpublished seller
 * campaign "hidden" holds the Mug). Seller B owns another shop with product 800. The storefront's
 * campaign pages and prices follow every write.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

let t: TestApp;
let sellerA: string;
let sellerAId: number;
let sellerB: TestSeller;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  // the catalogue has English and Spanish; the campaigns' texts are translated into Arabic too
  await t.db.insert(languages).values({ code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true });
  ({ userId: sellerAId, token: sellerA } = await insertCatalogueSeller(t.db));
  sellerB = await insertSeller(t.db, { shopName: 'Other Shop' });
  await t.db.insert(products).values({
    id: 800,
    shopId: sellerB.shopId,
    name: 'Other mug',
    slug: 'other-mug',
    minPrice: 500,
    maxPrice: 500,
    isPublished: true,
  });
  await t.db.insert(productVariations).values({ id: 8001, productId: 800, sku: 'OTHER-MUG', price: 500 });
});
afterAll(() => t?.close());

const a = () => sellerClient(t.app, sellerA);
const b = () => sellerClient(t.app, sellerB.token);

function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mug Madness',
    shortDescription: 'Every mug 20 % off',
    startAt: at(-HOUR),
    endAt: at(5 * DAY),
    isPublished: true,
    defaultDiscountType: 'percentage',
    defaultDiscountValue: 20,
    products: [{ productId: 200 }],
    ...overrides,
  };
}

async function snapshot() {
  return {
    campaigns: await t.db.select().from(campaigns).orderBy(campaigns.id),
    items: await t.db.select().from(campaignProducts).orderBy(campaignProducts.id),
    translations: await t.db.select().from(campaignTranslations).orderBy(campaignTranslations.id),
    prices: await t.db
      .select({ id: products.id, cardPrice: products.cardPrice, isDiscounted: products.isDiscounted })
      .from(products)
      .orderBy(products.id),
  };
}

async function cardPrices(): Promise<Record<number, number>> {
  const rows = await t.db
    .select({ id: products.id, cardPrice: products.cardPrice })
    .from(products)
    .where(inArray(products.id, [100, 200]));
  return Object.fromEntries(rows.map((r) => [r.id, r.cardPrice]));
}

async function productPage(slug: string) {
  const res = await t.app.inject({ url: `/api/v1/products/details/${slug}`, headers: { 'zone-id': '1' } });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(productDetails).parse(res.json()).result;
}

let madness: number;

describe('listing', () => {
  it("lists the shop's own campaigns only, never the platform's mega campaigns", async () => {
    const res = await a().get('/campaigns');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = envelope(sellerCampaignsResult).parse(res.body).result;
    expect(list.data.map((c) => [c.slug, c.status])).toEqual([['hidden', 'draft']]);
    expect((await a().get('/campaigns/1')).status).toBe(404);
  });

  it('offers the shop’s products with their variations to the form', async () => {
    const res = await a().get('/campaigns/product-options?search=shirt');
    const options = envelope(campaignProductOptions).parse(res.body).result;
    expect(options).toEqual([
      {
        id: 100,
        name: 'T-shirt',
        thumbnail: '/uploads/t-shirt.webp',
        isPublished: true,
        variations: [
          { variationId: 1001, sku: 'TS-RED-M', label: 'Red / M', price: 20 },
          { variationId: 1002, sku: 'TS-BLUE-M', label: 'Blue / M', price: 25 },
        ],
      },
    ]);
  });
});

describe('creating a campaign', () => {
  it('stores it with its products at the default discount and reprices the cards at once', async () => {
    expect((await cardPrices())[200]).toBe(999);
    const res = await a().post('/campaigns', campaignBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Campaign created');
    const c = envelope(sellerCampaign).parse(res.body).result;
    madness = c.id;
    expect(c).toMatchObject({
      name: 'Mug Madness',
      slug: 'mug-madness',
      shortDescription: 'Every mug 20 % off',
      isPublished: true,
      status: 'running',
      defaultDiscountType: 'percentage',
      defaultDiscountValue: 20,
      productCount: 1,
      banner: '',
      thumbnailImage: '',
      products: [
        {
          id: 200,
          name: 'Mug',
          variations: [
            {
              variationId: 2001,
              sku: 'MUG',
              label: '',
              price: 9.99,
              discountType: 'percentage',
              discountValue: 20,
              campaignPrice: 7.99,
            },
          ],
        },
      ],
    });
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, madness));
    expect(row).toMatchObject({ kind: 'seller', shopId: 1, defaultDiscountValue: 2_000 });
    // 9.99 − 20 % (2.00 rounded half up) = 7.99, kept by the database's triggers
    expect((await cardPrices())[200]).toBe(799);
  });

  it("shows on the storefront's campaign pages and product page", async () => {
    const list = envelope(campaignsResult).parse(
      (await t.app.inject({ url: '/api/v1/campaigns' })).json(),
    ).result;
    expect(list.sellerCampaigns.data.map((c) => c.slug)).toContain('mug-madness');
    const details = envelope(campaignDetails).parse(
      (
        await t.app.inject({ url: '/api/v1/campaigns/details/mug-madness', headers: { 'zone-id': '1' } })
      ).json(),
    ).result;
    expect(details.campaign).toMatchObject({ name: 'Mug Madness', kind: 'seller', shopId: 1 });
    expect(details.products.data.map((p) => [p.id, p.basePrice, p.regularPrice])).toEqual([
      [200, 7.99, 9.99],
    ]);
    const mug = await productPage('mug');
    expect(mug.variations[0]).toMatchObject({ basePrice: 9.99, discountedBasePrice: 7.99 });
  });

  it('takes another slug when the name’s is taken; the slug stays when renamed', async () => {
    const again = envelope(sellerCampaign).parse(
      (await a().post('/campaigns', campaignBody({ isPublished: false, products: [] }))).body,
    ).result;
    expect(again.slug).toMatch(/^mug-madness-[0-9a-f]{6}$/);
    const renamed = await a().patch(`/campaigns/${again.id}`, { name: 'Été des tasses' });
    expect(renamed.body.result).toMatchObject({ name: 'Été des tasses', slug: again.slug });
    await a().delete(`/campaigns/${again.id}`);
  });
});

/** The storefront's campaign list in `lang`: each seller campaign's slug with its name and short description. */
async function storefrontCampaigns(lang: string) {
  const res = await t.app.inject({ url: '/api/v1/campaigns', headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(campaignsResult)
    .parse(res.json())
    .result.sellerCampaigns.data.map((c) => [c.slug, c.name, c.shortDescription]);
}

describe('names per language', () => {
  it('stores the translations sent on create; the storefront shows each in its language, the base text where empty', async () => {
    const res = await a().post(
      '/campaigns',
      campaignBody({
        name: 'Tea Time',
        shortDescription: 'Mugs for tea',
        translations: { 'es-ES': { name: ' Hora del té ', shortDescription: '' } },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = envelope(sellerCampaign).parse(res.body).result;
    expect(c.translations).toEqual({
      'es-ES': { name: 'Hora del té', shortDescription: '' },
      'ar-SA': { name: '', shortDescription: '' },
    });
    expect(await storefrontCampaigns('es-ES')).toContainEqual(['tea-time', 'Hora del té', 'Mugs for tea']);
    expect(await storefrontCampaigns('ar-SA')).toContainEqual(['tea-time', 'Tea Time', 'Mugs for tea']);
    expect(await storefrontCampaigns('en-US')).toContainEqual(['tea-time', 'Tea Time', 'Mugs for tea']);
    const details = await t.app.inject({
      url: '/api/v1/campaigns/details/tea-time',
      headers: { 'zone-id': '1', 'accept-language': 'es-ES' },
    });
    expect(envelope(campaignDetails).parse(details.json()).result.campaign.name).toBe('Hora del té');
    await a().delete(`/campaigns/${c.id}`);
  });

  it('a change replaces the languages sent and keeps the others; emptying both fields removes the row', async () => {
    const edited = await a().patch(`/campaigns/${madness}`, {
      translations: {
        'es-ES': { name: 'Locura de tazas', shortDescription: 'Todas las tazas' },
        'ar-SA': { name: 'جنون الأكواب' },
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await storefrontCampaigns('es-ES')).toContainEqual([
      'mug-madness',
      'Locura de tazas',
      'Todas las tazas',
    ]);
    const arabicOnly = await a().patch(`/campaigns/${madness}`, {
      translations: { 'ar-SA': { name: 'أكواب', shortDescription: 'كل الأكواب' } },
    });
    expect(envelope(sellerCampaign).parse(arabicOnly.body).result.translations).toEqual({
      'es-ES': { name: 'Locura de tazas', shortDescription: 'Todas las tazas' },
      'ar-SA': { name: 'أكواب', shortDescription: 'كل الأكواب' },
    });
    expect(await storefrontCampaigns('ar-SA')).toContainEqual(['mug-madness', 'أكواب', 'كل الأكواب']);
    // the base name changes on its own; the Spanish one stays
    await a().patch(`/campaigns/${madness}`, { name: 'Mug Mania' });
    expect(await storefrontCampaigns('es-ES')).toContainEqual([
      'mug-madness',
      'Locura de tazas',
      'Todas las tazas',
    ]);
    expect(await storefrontCampaigns('en-US')).toContainEqual([
      'mug-madness',
      'Mug Mania',
      'Every mug 20 % off',
    ]);
    await a().patch(`/campaigns/${madness}`, {
      name: 'Mug Madness',
      translations: { 'ar-SA': { name: '', shortDescription: '' } },
    });
    const rows = await t.db
      .select({ langCode: campaignTranslations.langCode })
      .from(campaignTranslations)
      .where(eq(campaignTranslations.campaignId, madness));
    expect(rows).toEqual([{ langCode: 'es-ES' }]);
    expect(await storefrontCampaigns('ar-SA')).toContainEqual([
      'mug-madness',
      'Mug Madness',
      'Every mug 20 % off',
    ]);
  });

  it.each([
    ['a translated name too long', { 'es-ES': { name: 'x'.repeat(151) } }, 'translations.es-ES.name'],
    [
      'a translated description too long',
      { 'ar-SA': { shortDescription: 'x'.repeat(501) } },
      'translations.ar-SA.shortDescription',
    ],
    ['a NUL in a translation', { 'es-ES': { name: 'a\u0000' } }, 'translations.es-ES.name'],
    ['a translation that is not an object', { 'es-ES': 'Locura' }, 'translations.es-ES'],
  ])('refuses %s with 422 and changes nothing', async (_label, translations, field) => {
    const before = await snapshot();
    for (const res of [
      await a().patch(`/campaigns/${madness}`, { name: 'Refused', translations }),
      await a().post('/campaigns', campaignBody({ name: 'Refused', translations })),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body.errors)).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('per-variation discounts', () => {
  it('each variation at its own discount; the largest campaign discount wins; products sent replace the old', async () => {
    const res = await a().patch(`/campaigns/${madness}`, {
      products: [
        {
          productId: 100,
          variations: [
            { variationId: 1001, discountType: 'amount', discountValue: 3 },
            { variationId: 1002, discountType: 'percentage', discountValue: 50 },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = envelope(sellerCampaign).parse(res.body).result;
    expect(c.products.map((p) => p.id)).toEqual([100]);
    expect(
      c.products[0]?.variations.map((v) => [v.sku, v.discountType, v.discountValue, v.campaignPrice]),
    ).toEqual([
      ['TS-RED-M', 'amount', 3, 17],
      ['TS-BLUE-M', 'percentage', 50, 12.5],
    ]);
    // the Mug left the campaign: back to 9.99; the T-shirt's cheapest is Blue-M at 50 % (beats the mega 30 %)
    expect(await cardPrices()).toEqual({ 100: 1_250, 200: 999 });
    const shirt = await productPage('t-shirt');
    expect(shirt.variations.map((v) => v.discountedBasePrice)).toEqual([17, 12.5]);
  });

  it('unpublishing or moving the dates withdraws the prices; publishing brings them back', async () => {
    await a().patch(`/campaigns/${madness}`, { isPublished: false });
    // Red-M its own 20 % (16.00), Blue-M the mega 30 % (17.50)
    expect((await cardPrices())[100]).toBe(1_600);
    const draft = envelope(sellerCampaign).parse((await a().get(`/campaigns/${madness}`)).body).result;
    expect(draft.status).toBe('draft');
    await a().patch(`/campaigns/${madness}`, { isPublished: true, startAt: at(2 * DAY), endAt: at(4 * DAY) });
    expect((await cardPrices())[100]).toBe(1_600);
    expect((await a().get(`/campaigns/${madness}`)).body.result.status).toBe('scheduled');
    await a().patch(`/campaigns/${madness}`, { startAt: at(-HOUR) });
    expect((await cardPrices())[100]).toBe(1_250);
    expect(
      (await a().get('/campaigns?status=running')).body.result.data.map((x: { id: number }) => x.id),
    ).toEqual([madness]);
  });
});

describe('bad input: 422, nothing changed', () => {
  it.each([
    ['no name', { name: '  ' }, 'name', 'Please enter a name'],
    [
      'a percentage above 100',
      { defaultDiscountValue: 120 },
      'defaultDiscountValue',
      'A percentage may be at most 100',
    ],
    [
      'an end before the start',
      { startAt: at(DAY), endAt: at(HOUR) },
      'endAt',
      'The end must be after the start',
    ],
    ['a date without its offset', { startAt: '2030-01-01T10:00' }, 'startAt', 'Enter a date and time'],
    [
      'a variation percentage above 100',
      {
        products: [
          {
            productId: 200,
            variations: [{ variationId: 2001, discountType: 'percentage', discountValue: 101 }],
          },
        ],
      },
      'products.0.variations.0.discountValue',
      'A percentage may be at most 100',
    ],
    [
      'an amount above the price',
      {
        products: [
          { productId: 200, variations: [{ variationId: 2001, discountType: 'amount', discountValue: 10 }] },
        ],
      },
      'products',
      'The discount of MUG is larger than its price',
    ],
    [
      'an amount below a cent',
      { defaultDiscountType: 'amount', defaultDiscountValue: 1.005 },
      'defaultDiscountValue',
      'The amount has more decimals than the currency',
    ],
    [
      'a variation of another product',
      {
        products: [
          { productId: 200, variations: [{ variationId: 1001, discountType: 'amount', discountValue: 1 }] },
        ],
      },
      'products',
      'Some of the chosen variations are not variations of their product',
    ],
    [
      "another shop's product",
      { products: [{ productId: 800 }] },
      'products',
      'Some of the chosen products are not products of your shop',
    ],
    [
      'a product twice',
      { products: [{ productId: 200 }, { productId: 200 }] },
      'products',
      'A product is listed twice',
    ],
    [
      'an empty variation list',
      { products: [{ productId: 200, variations: [] }] },
      'products.0.variations',
      'Choose at least one variation, or leave the list out for all of them',
    ],
    [
      'a NUL in the description',
      { shortDescription: 'a\u0000' },
      'shortDescription',
      'The text contains a character that is not allowed.',
    ],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const before = await snapshot();
    const res = await a().post('/campaigns', campaignBody({ name: 'Refused', ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors?.[field]?.[0], JSON.stringify(res.body.errors)).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a change that breaks the stored campaign, and changes nothing', async () => {
    const before = await snapshot();
    for (const [body, field] of [
      [{ endAt: at(-2 * DAY) }, 'endAt'],
      [{ defaultDiscountType: 'amount' }, 'defaultDiscountValue'],
      [{ products: [{ productId: 800 }] }, 'products'],
      [{ isPublished: 'sometimes' }, 'isPublished'],
    ] as const) {
      const res = await a().patch(`/campaigns/${madness}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });
});

async function png(width = 640, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2266ff' } })
    .png()
    .toBuffer();
}

function upload(id: number, image: string, token: string, data: Buffer) {
  const form = multipart({}, [{ field: 'image', filename: 'picture.png', type: 'image/png', data }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/seller/campaigns/${id}/${image}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

describe('pictures', () => {
  it('banner and thumbnail are taken by content, resized, shown by the storefront, removable', async () => {
    const banner = await upload(madness, 'banner', sellerA, await png());
    expect(banner.statusCode, banner.body).toBe(200);
    const thumb = await upload(madness, 'thumbnail', sellerA, await png(300, 300));
    expect(thumb.statusCode, thumb.body).toBe(200);
    const c = envelope(sellerCampaign).parse(thumb.json()).result;
    expect(c.banner).toMatch(/^\/uploads\/campaigns\/[0-9a-f-]+-800\.webp$/);
    expect(c.thumbnailImage).toMatch(/^\/uploads\/campaigns\/[0-9a-f-]+-800\.webp$/);
    expect(await t.storage.exists(c.banner.replace('/uploads/', ''))).toBe(true);
    const details = (await t.app.inject({ url: '/api/v1/campaigns/details/mug-madness' })).json().result;
    expect(details.campaign).toMatchObject({ banner: c.banner, thumbnailImage: c.thumbnailImage });

    const fake = await upload(madness, 'banner', sellerA, Buffer.from('GIF89a not really'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('Only jpg, jpeg, png and webp images of 4mb size are allowed');
    expect((await upload(madness, 'poster', sellerA, await png())).statusCode).toBe(422);

    const removed = await a().delete(`/campaigns/${madness}/thumbnail`);
    expect(removed.status).toBe(200);
    expect(removed.body.result.thumbnailImage).toBe('');
    expect(await t.storage.exists(c.thumbnailImage.replace('/uploads/', ''))).toBe(false);
  });
});

describe("isolation: another shop's seller, customers and guests", () => {
  it("seller B gets 404 on A's campaigns and the platform's, changing nothing; A's products are refused in B's", async () => {
    const before = await snapshot();
    for (const id of [madness, 1, 2]) {
      expect((await b().get(`/campaigns/${id}`)).status).toBe(404);
      expect((await b().patch(`/campaigns/${id}`, { isPublished: false, name: 'Hijack' })).status).toBe(404);
      const hijack = { translations: { 'es-ES': { name: 'Secuestro' }, 'ar-SA': { name: '' } } };
      expect((await b().patch(`/campaigns/${id}`, hijack)).status).toBe(404);
      expect((await b().delete(`/campaigns/${id}`)).status).toBe(404);
      expect((await upload(id, 'banner', sellerB.token, await png())).statusCode).toBe(404);
      expect((await b().delete(`/campaigns/${id}/banner`)).status).toBe(404);
    }
    // A cannot touch the platform's mega campaign of its own shop either
    expect((await a().patch('/campaigns/1', { isPublished: false })).status).toBe(404);
    expect((await a().delete('/campaigns/1')).status).toBe(404);
    expect(envelope(sellerCampaignsResult).parse((await b().get('/campaigns')).body).result.data).toEqual([]);
    const options = (await b().get('/campaigns/product-options')).body.result.map(
      (p: { id: number }) => p.id,
    );
    expect(options).toEqual([800]);
    const steal = await b().post('/campaigns', campaignBody({ products: [{ productId: 100 }] }));
    expect(steal.status).toBe(422);
    const variationSteal = await b().post(
      '/campaigns',
      campaignBody({
        products: [
          { productId: 800, variations: [{ variationId: 1001, discountType: 'amount', discountValue: 1 }] },
        ],
      }),
    );
    expect(variationSteal.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('guests and customer tokens get 401 on every endpoint', async () => {
    const before = await snapshot();
    const customer = await issueToken(t.db, 501);
    const ownCustomerToken = await issueToken(t.db, sellerAId);
    for (const client of [
      sellerClient(t.app),
      sellerClient(t.app, customer),
      sellerClient(t.app, ownCustomerToken),
    ]) {
      for (const [method, path] of [
        ['get', '/campaigns'],
        ['post', '/campaigns'],
        ['get', '/campaigns/product-options'],
        ['get', `/campaigns/${madness}`],
        ['patch', `/campaigns/${madness}`],
        ['delete', `/campaigns/${madness}`],
        ['put', `/campaigns/${madness}/banner`],
        ['delete', `/campaigns/${madness}/banner`],
      ] as const) {
        const res =
          method === 'get' || method === 'delete'
            ? await client[method](path)
            : await client[method](path, campaignBody({ name: 'Guest' }));
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('caches and modes', () => {
  it("a write empties the storefront's cached campaign answers at once", async () => {
    const cached = await buildTestApp({ database: t.handle, env: { CACHE_TTL_SECONDS: '300' } });
    try {
      const slugs = async () =>
        envelope(campaignsResult)
          .parse((await cached.app.inject({ url: '/api/v1/campaigns' })).json())
          .result.sellerCampaigns.data.map((c) => c.slug);
      expect(await slugs()).toContain('mug-madness');
      const res = await sellerClient(cached.app, sellerA).patch(`/campaigns/${madness}`, {
        isPublished: false,
      });
      expect(res.status).toBe(200);
      expect(await slugs()).not.toContain('mug-madness');
      await sellerClient(cached.app, sellerA).patch(`/campaigns/${madness}`, { isPublished: true });
      expect(await slugs()).toContain('mug-madness');
    } finally {
      await cached.close();
    }
  });

  it("in singleVendor mode the one shop's owner runs the platform's campaigns, which the storefront shows", async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      const seller = sellerClient(single.app, sellerA);
      const list = envelope(sellerCampaignsResult).parse((await seller.get('/campaigns')).body).result;
      expect(list.data.map((c) => c.slug)).toEqual(['summer']);
      const created = await seller.post('/campaigns', campaignBody({ name: 'Store Week', products: [] }));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const storefront = envelope(campaignsResult)
        .parse((await single.app.inject({ url: '/api/v1/campaigns' })).json())
        .result.megaCampaigns.map((c) => c.slug);
      expect(storefront).toContain('store-week');
      await seller.delete(`/campaigns/${created.body.result.id}`);
    } finally {
      await single.close();
    }
  });
});

describe('deleting', () => {
  it('removes the campaign and its pictures; its products go back to their own prices', async () => {
    const before = envelope(sellerCampaign).parse((await a().get(`/campaigns/${madness}`)).body).result;
    const res = await a().delete(`/campaigns/${madness}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Campaign deleted');
    expect((await a().get(`/campaigns/${madness}`)).status).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/campaigns/details/mug-madness' })).statusCode).toBe(404);
    expect((await cardPrices())[100]).toBe(1_600);
    expect(await t.storage.exists(before.banner.replace('/uploads/', ''))).toBe(false);
  });
});
