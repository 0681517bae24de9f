import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  languages,
  shopSections,
  shopSectionTranslations,
  shops,
  zoneShippingCharges,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';
import { insertSeller, sellerClient } from '../helpers/seller.ts';
import { sellerOfShop } from './shop-sellers.ts';

/**
 * The seller's shop profile and shop page sections (issue 17 §8) on the cart catalogue: shop 1
 * "Cotton Co" (approved; products 100 T-shirt, 200 Mug, 300 Draft unpublished) and shop 2 "Mug
 * Makers" (product 400). The response cache is on, so the storefront checks prove that every
 * change empties it.
 */
let t: TestApp;
let a: ReturnType<typeof sellerClient>;
let b: ReturnType<typeof sellerClient>;
let tokenA = '';
let tokenB = '';
let customerToken = '';

beforeAll(async () => {
  t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60' } });
  await insertCatalogue(t.db);
  await t.db.insert(languages).values({ code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true });
  tokenA = (await sellerOfShop(t.db, 1)).token;
  tokenB = (await sellerOfShop(t.db, 2)).token;
  a = sellerClient(t.app, tokenA);
  b = sellerClient(t.app, tokenB);
  customerToken = await issueToken(t.db, (await insertCustomer(t.db)).id);
}, 60_000);
afterAll(() => t?.close());

/** A storefront GET (a guest, like the shop page's loaders), parsed. */
async function storefront(path: string, lang = 'en-US') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1${path}`,
    headers: { 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
}

function upload(
  app: FastifyInstance,
  token: string | undefined,
  path: string,
  file?: { data: Buffer; name: string; type: string },
) {
  const form = multipart(
    {},
    file ? [{ field: 'image', filename: file.name, type: file.type, data: file.data }] : [],
  );
  return app.inject({
    method: 'POST',
    url: `/api/v1/seller${path}`,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.payload,
  });
}

async function png(color: string, width = 320, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function shopRow(id: number) {
  const [row] = await t.db.select().from(shops).where(eq(shops.id, id));
  return row!;
}

async function sectionsOf(shopId: number) {
  const rows = await t.db
    .select()
    .from(shopSections)
    .where(eq(shopSections.shopId, shopId))
    .orderBy(asc(shopSections.sort), asc(shopSections.id));
  const titles = await t.db.select().from(shopSectionTranslations).orderBy(asc(shopSectionTranslations.id));
  return { rows, titles };
}

function keyOf(url: string): string {
  return url.replace(/^\/uploads\//, '');
}

describe('shop profile', () => {
  it("reads the seller's own shop with its approval read-only", async () => {
    const res = await a.get('/shop');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      id: 1,
      name: 'Cotton Co',
      slug: 'cotton-co',
      logo: '/uploads/cotton.webp',
      isApproved: true,
      isPublished: true,
      minOrderAmount: 0,
      defaultShippingCharge: 0,
    });
    expect((await b.get('/shop')).body.result.id).toBe(2);
  });

  it('saves the profile; the slug and approval stay; the storefront shows it at once', async () => {
    const before = await storefront('/shops/details/cotton-co');
    expect(before.body.result.name).toBe('Cotton Co');
    // proves the answer is kept: a change behind the API's back does not show yet
    await t.db.update(shops).set({ tagline: 'behind the back' }).where(eq(shops.id, 1));
    expect((await storefront('/shops/details/cotton-co')).body.result.tagline).toBe('');

    const res = await a.patch('/shop', {
      name: ' Cotton & Co ',
      tagline: 'Soft tees',
      description: 'Organic cotton since 2010.',
      contactPhone: '+880 1711-000000',
      contactEmail: 'Hello@Cotton.Example',
      address: 'Road 1, Dhaka',
      minOrderAmount: 12.5,
      defaultShippingCharge: 3.25,
      slug: 'taken-over',
      isApproved: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Shop profile saved');
    expect(res.body.result).toMatchObject({
      name: 'Cotton & Co',
      slug: 'cotton-co',
      tagline: 'Soft tees',
      description: 'Organic cotton since 2010.',
      contactPhone: '+880 1711-000000',
      contactEmail: 'hello@cotton.example',
      minOrderAmount: 12.5,
      defaultShippingCharge: 3.25,
      isApproved: true,
    });
    const row = await shopRow(1);
    expect(row).toMatchObject({
      slug: 'cotton-co',
      isApproved: true,
      minOrderAmount: 1250,
      defaultShippingCharge: 325,
    });

    const after = await storefront('/shops/details/cotton-co');
    expect(after.body.result).toMatchObject({
      name: 'Cotton & Co',
      tagline: 'Soft tees',
      address: 'Road 1, Dhaka',
      minOrderAmount: 12.5,
      defaultShippingCharge: 3.25,
    });
  });

  it('clears optional fields, and applies a new default charge to every zone when asked', async () => {
    await t.db.insert(zoneShippingCharges).values([
      { shopId: 1, zoneId: 1, charge: 100 },
      { shopId: 2, zoneId: 1, charge: 100 },
    ]);
    const cleared = await a.patch('/shop', { tagline: '', contactPhone: '', contactEmail: '' });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.result).toMatchObject({
      tagline: null,
      contactPhone: null,
      contactEmail: null,
      name: 'Cotton & Co',
    });
    const keep = await a.patch('/shop', { defaultShippingCharge: 4 });
    expect(keep.status).toBe(200);
    const charges = () =>
      t.db
        .select({ shopId: zoneShippingCharges.shopId, charge: zoneShippingCharges.charge })
        .from(zoneShippingCharges)
        .orderBy(asc(zoneShippingCharges.shopId));
    expect(await charges()).toEqual([
      { shopId: 1, charge: 100 },
      { shopId: 2, charge: 100 },
    ]);
    await a.patch('/shop', { defaultShippingCharge: 4.5, applyChargeToAllZones: true });
    expect(await charges()).toEqual([
      { shopId: 1, charge: 450 },
      { shopId: 2, charge: 100 },
    ]);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = await shopRow(1);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ name: '  ' }, 'name', 'Shop Name is required'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Provide a valid email'],
      [{ contactPhone: 'call me' }, 'contactPhone', 'Provide a valid phone number'],
      [{ minOrderAmount: -1 }, 'minOrderAmount', 'Enter an amount of 0 or more'],
      [{ minOrderAmount: 1.234 }, 'minOrderAmount', 'The amount has more decimals than the currency'],
      [{ defaultShippingCharge: 30_000_000 }, 'defaultShippingCharge', 'The amount is too large'],
      [{ minOrderAmount: '5' }, 'minOrderAmount'],
      [{ description: 'x'.repeat(5001) }, 'description'],
      [{ tagline: 'ok\u0000' }, 'tagline'],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.patch('/shop', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await shopRow(1)).toEqual(before);
  });

  it('replaces the logo and banner with checked, resized uploads; the old files go', async () => {
    const first = await upload(t.app, tokenA, '/shop/logo', {
      data: await png('#336699', 1200, 1200),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(first.statusCode, first.body).toBe(200);
    const logo = first.json().result.logo as string;
    expect(logo).toMatch(/^\/uploads\/shops\/1\/logo-[0-9a-f-]+-800\.webp$/);
    expect(await t.storage.exists(keyOf(logo))).toBe(true);
    expect(await t.storage.exists(keyOf(logo.replace('-800.webp', '-200.webp')))).toBe(true);
    const meta = await sharp(
      Buffer.from(await (await import('node:fs/promises')).readFile(`${t.config.uploadsDir}/${keyOf(logo)}`)),
    ).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);

    const second = await upload(t.app, tokenA, '/shop/logo', {
      data: await png('#993366'),
      name: 'logo2.png',
      type: 'image/png',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Logo updated');
    expect(await t.storage.exists(keyOf(logo))).toBe(false);
    const banner = await upload(t.app, tokenA, '/shop/banner', {
      data: await png('#eeeeee', 1600, 400),
      name: 'b.png',
      type: 'image/png',
    });
    expect(banner.statusCode).toBe(200);

    const face = await storefront('/shops/details/cotton-co');
    expect(face.body.result.logo).toBe(second.json().result.logo);
    expect(face.body.result.banner).toBe(banner.json().result.banner);
  });

  it('refuses an upload that is not an image, or none, with 422 and changes nothing', async () => {
    const before = await shopRow(1);
    const fake = await upload(t.app, tokenA, '/shop/logo', {
      data: Buffer.from('<?php echo 1; ?>'),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('Only jpg, jpeg, png and webp images of 4mb size are allowed');
    const gif = await upload(t.app, tokenA, '/shop/banner', {
      data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      name: 'b.gif',
      type: 'image/gif',
    });
    expect(gif.statusCode).toBe(422);
    const none = await upload(t.app, tokenA, '/shop/banner');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.image).toEqual(['Choose an image to upload']);
    const json = await a.post('/shop/logo', { image: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(422);
    expect(await shopRow(1)).toEqual(before);
  });

  it('a shop awaiting approval edits its profile but is not on the storefront', async () => {
    const pending = await insertSeller(t.db, { shopName: 'Soon', approved: false });
    const client = sellerClient(t.app, pending.token);
    const profile = await client.get('/shop');
    expect(profile.body.result.isApproved).toBe(false);
    expect((await client.patch('/shop', { tagline: 'Opening soon' })).status).toBe(200);
    const slug = profile.body.result.slug as string;
    expect((await storefront(`/shops/details/${slug}`)).status).toBe(404);
  });
});

describe('shop page sections', () => {
  let bannerUrl = '';
  let secondBanner = '';

  it('has none at first; uploads a banner for a section', async () => {
    expect((await a.get('/shop/sections')).body.result).toEqual({ sections: [] });
    const res = await upload(t.app, tokenA, '/shop/sections/banners', {
      data: await png('#ffcc00', 1600, 400),
      name: 'wide.png',
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    bannerUrl = res.json().result.url;
    expect(bannerUrl).toMatch(/^\/uploads\/shops\/1\/section-.+-800\.webp$/);
    secondBanner = (
      await upload(t.app, tokenA, '/shop/sections/banners', {
        data: await png('#00ccff'),
        name: 'box.png',
        type: 'image/png',
      })
    ).json().result.url;
  });

  it('saves sections in order and the storefront shop page renders them in its own shape', async () => {
    // warm the storefront's cache first
    expect((await storefront('/shops/sections/cotton-co')).body.result).toEqual([]);
    const res = await a.put('/shop/sections', {
      sections: [
        {
          type: 'products',
          title: 'Top picks',
          titles: [{ langCode: 'es-ES', title: 'Lo mejor' }],
          products: [200, 300, 100],
        },
        { type: 'full-width-banner', title: '', link: '/shops/cotton-co/products', banners: [bannerUrl] },
        {
          type: 'boxed-width-banner',
          title: 'Offers',
          box1Link: 'https://example.com/sale',
          box1Banners: [secondBanner],
          box2Link: '',
          box2Banners: [],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Shop sections saved');
    const saved = res.body.result.sections;
    expect(saved.map((s: { type: string }) => s.type)).toEqual([
      'products',
      'full-width-banner',
      'boxed-width-banner',
    ]);
    expect(saved[0]).toMatchObject({
      title: 'Top picks',
      titles: [{ langCode: 'es-ES', title: 'Lo mejor' }],
      products: [200, 300, 100],
    });
    expect(saved[0].items.map((p: { id: number; isPublished: boolean }) => [p.id, p.isPublished])).toEqual([
      [200, true],
      [300, false],
      [100, true],
    ]);
    expect((await a.get('/shop/sections')).body.result.sections).toEqual(saved);

    const page = await storefront('/shops/sections/cotton-co');
    expect(page.status).toBe(200);
    expect(page.body.result).toHaveLength(3);
    expect(page.body.result[0]).toMatchObject({ type: 'products', title: 'Top picks' });
    // the unpublished product is not shown to shoppers
    expect(page.body.result[0].values.map((p: { id: number }) => p.id)).toEqual([200, 100]);
    expect(page.body.result[1]).toMatchObject({
      type: 'full-width-banner',
      values: { link: '/shops/cotton-co/products', banners: [bannerUrl] },
    });
    expect(page.body.result[2]).toMatchObject({
      type: 'boxed-width-banner',
      title: 'Offers',
      values: { box1Link: 'https://example.com/sale', box1Banners: [secondBanner], box2Banners: [] },
    });
    const spanish = await storefront('/shops/sections/cotton-co', 'es-ES');
    expect(spanish.body.result[0].title).toBe('Lo mejor');
  });

  it('reorders, edits and removes sections by id; a banner no longer shown is deleted', async () => {
    const current = (await a.get('/shop/sections')).body.result.sections;
    const [products, wide, boxed] = current;
    const res = await a.put('/shop/sections', {
      sections: [
        { ...boxed, box1Banners: [secondBanner] },
        { id: products.id, type: 'products', title: 'Best', titles: [], products: [100] },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rows, titles } = await sectionsOf(1);
    expect(rows.map((r) => [r.id, r.type, r.sort])).toEqual([
      [boxed.id, 'boxed-width-banner', 1],
      [products.id, 'products', 2],
    ]);
    expect(rows.find((r) => r.id === wide.id)).toBeUndefined();
    expect(titles.filter((x) => x.shopSectionId === products.id)).toEqual([]);
    expect(await t.storage.exists(keyOf(bannerUrl))).toBe(false);
    expect(await t.storage.exists(keyOf(secondBanner))).toBe(true);
    const page = await storefront('/shops/sections/cotton-co');
    expect(page.body.result.map((s: { type: string }) => s.type)).toEqual(['boxed-width-banner', 'products']);
  });

  it('refuses bad sections (422) and changes nothing', async () => {
    const before = await sectionsOf(1);
    const cases: [unknown, string][] = [
      [{ sections: [{ type: 'carousel', title: '' }] }, 'sections.0.type'],
      [
        { sections: [{ type: 'full-width-banner', title: '', link: 'javascript:alert(1)', banners: [] }] },
        'sections.0.link',
      ],
      [
        { sections: [{ type: 'full-width-banner', title: '', link: '//evil.example', banners: [] }] },
        'sections.0.link',
      ],
      [
        {
          sections: [
            {
              type: 'full-width-banner',
              title: '',
              link: '',
              banners: ['/uploads/shops/2/section-x-800.webp'],
            },
          ],
        },
        'sections.0.banners.0',
      ],
      [
        {
          sections: [
            {
              type: 'full-width-banner',
              title: '',
              link: '',
              banners: ['/uploads/shops/1/section-missing-800.webp'],
            },
          ],
        },
        'sections.0.banners.0',
      ],
      [
        {
          sections: [
            { type: 'full-width-banner', title: '', link: '', banners: ['https://cdn.example/x.png'] },
          ],
        },
        'sections.0.banners.0',
      ],
      [{ sections: [{ type: 'products', title: 'x'.repeat(101), products: [] }] }, 'sections.0.title'],
      [
        { sections: [{ type: 'products', title: '', products: Array.from({ length: 31 }, () => 100) }] },
        'sections.0.products',
      ],
      [
        {
          sections: [
            { type: 'products', title: '', titles: [{ langCode: 'xx-XX', title: 'x' }], products: [] },
          ],
        },
        'sections.0.titles.0.langCode',
      ],
      [
        { sections: Array.from({ length: 21 }, () => ({ type: 'products', title: '', products: [] })) },
        'sections',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await a.put('/shop/sections', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await sectionsOf(1)).toEqual(before);
  });

  it('a single section sent as the only element of the list is still a list, and none is none', async () => {
    const current = (await a.get('/shop/sections')).body.result.sections;
    expect(current.map((x: { type: string }) => x.type)).toEqual(['boxed-width-banner', 'products']);
    const res = await a.put('/shop/sections', { sections: [current[0]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.sections).toHaveLength(1);
    const none = await a.put('/shop/sections', { sections: [] });
    expect(none.body.result.sections).toEqual([]);
    // the boxed section's banner went with it
    expect(await t.storage.exists(keyOf(secondBanner))).toBe(false);
    secondBanner = (
      await upload(t.app, tokenA, '/shop/sections/banners', {
        data: await png('#00ccff'),
        name: 'box.png',
        type: 'image/png',
      })
    ).json().result.url;
    // the deleted sections come back as new ones (their ids are gone)
    const back = await a.put('/shop/sections', {
      sections: [{ ...current[0], box1Banners: [secondBanner] }, current[1]].map(
        ({ id: _id, ...section }: { id: number }) => section,
      ),
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const gone = await a.put('/shop/sections', { sections: [current[0]] });
    expect(gone.status).toBe(404);
  });

  it("lists the shop's own products to pick, searchable", async () => {
    const res = await a.get('/shop/products?search=mug');
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual([
      { id: 200, name: 'Mug', thumbnail: null, price: expect.any(Number), isPublished: true },
    ]);
    const all = await a.get('/shop/products');
    expect(all.body.result.data.map((p: { id: number }) => p.id)).toEqual([300, 200, 100]);
    expect(all.body.result.meta.total).toBe(3);
  });
});

describe('isolation', () => {
  it("seller B on seller A's sections and products: 404, nothing changed", async () => {
    const aSections = (await a.get('/shop/sections')).body.result.sections;
    const before = await sectionsOf(1);
    const beforeB = await sectionsOf(2);
    const foreignSection = await b.put('/shop/sections', {
      sections: [{ id: aSections[0].id, type: 'products', title: 'Mine', products: [] }],
    });
    expect(foreignSection.status).toBe(404);
    const foreignProduct = await b.put('/shop/sections', {
      sections: [{ type: 'products', title: 'Mine', products: [400, 100] }],
    });
    expect(foreignProduct.status).toBe(404);
    expect(foreignProduct.body.message).toBe('Product not found');
    // A's own banner is not B's to show
    const boxed = aSections.find((s: { type: string }) => s.type === 'boxed-width-banner');
    const foreignBanner = await b.put('/shop/sections', {
      sections: [{ type: 'full-width-banner', title: '', link: '', banners: boxed.box1Banners }],
    });
    expect(foreignBanner.status).toBe(422);
    // and A cannot use B's product either
    expect(
      (await a.put('/shop/sections', { sections: [{ type: 'products', title: '', products: [400] }] }))
        .status,
    ).toBe(404);
    expect(await sectionsOf(1)).toEqual(before);
    expect(await sectionsOf(2)).toEqual(beforeB);
    const picks = await b.get('/shop/products');
    expect(picks.body.result.data.map((p: { id: number }) => p.id)).toEqual([400]);
    // B's uploads are B's
    const up = await upload(t.app, tokenB, '/shop/sections/banners', {
      data: await png('#123456'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(up.json().result.url).toMatch(/^\/uploads\/shops\/2\//);
    expect((await shopRow(1)).name).toBe('Cotton & Co');
  });

  it('no token and a customer token get 401 on every shop call, nothing changed', async () => {
    const before = [await shopRow(1), await sectionsOf(1)];
    for (const token of [undefined, customerToken]) {
      const c = sellerClient(t.app, token);
      const answers = await Promise.all([
        c.get('/shop'),
        c.patch('/shop', { name: 'Taken' }),
        c.get('/shop/sections'),
        c.put('/shop/sections', { sections: [] }),
        c.get('/shop/products'),
      ]);
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 401));
      for (const path of ['/shop/logo', '/shop/banner', '/shop/sections/banners']) {
        const res = await upload(t.app, token, path, {
          data: await png('#000000'),
          name: 'x.png',
          type: 'image/png',
        });
        expect(res.statusCode, path).toBe(401);
      }
    }
    expect([await shopRow(1), await sectionsOf(1)]).toEqual(before);
  });
});
