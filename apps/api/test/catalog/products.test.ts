import { productDetails, productListing } from '@shop/contracts/catalog';
import { envelope, errorBody } from '@shop/contracts/envelope';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedDatabase } from '../../src/db/client.ts';
import { wishlists } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertManyProducts } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertCatalogFixture } from './catalog-fixture.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogFixture(t.db);
  await t.db.insert(wishlists).values({ userId: 501, productId: 100 });
  token = await issueToken(t.db, 501);
});
afterAll(() => t?.close());

async function list(qs: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/v1/products${qs}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(productListing).parse(res.json()).result;
}
const ids = async (qs: string, headers?: Record<string, string>) =>
  (await list(qs, headers)).products.data.map((p) => p.id);

describe('GET /products', () => {
  it('lists visible products (published, of published shops) cheapest card price first, with the side data', async () => {
    const r = await list('');
    expect(r.products.data.map((p) => [p.id, p.basePrice])).toEqual([
      [200, 9.99],
      [400, 13.5],
      [100, 16],
      [500, 50],
    ]);
    expect(r.products.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 1,
      per_page: 16,
      to: 4,
      total: 4,
    });
    expect(r.priceFilter).toEqual({ minPrice: 9.99, maxPrice: 50 });
    expect(r.brands.map((b) => b.slug)).toEqual(['acme', 'globex']);
    expect(r.rootCategories.map((c) => c.slug)).toEqual(['fashion', 'kitchen', 'audio']);
    expect(r.rootCategories[0]!.children_categories[0]!.children_categories[0]!.slug).toBe('t-shirts');
    expect(r.selectedCategory).toBeNull();
    expect(r.filterAttributes.map((a) => a.name)).toEqual(['Color', 'Size']);
    expect(r.filterAttributes[0]!.variationValues).toEqual([
      { id: 1, name: 'Red', image: '', colorCode: '' },
      { id: 2, name: 'Blue', image: '', colorCode: '' },
    ]);
  });

  it('sorts by price both ways, newest and oldest', async () => {
    expect(await ids('?sortBy=lowToHigh')).toEqual([200, 400, 100, 500]);
    expect(await ids('?sortBy=highToLow')).toEqual([500, 100, 400, 200]);
    expect(await ids('?sortBy=newest')).toEqual([500, 400, 200, 100]);
    expect(await ids('?sortBy=oldest')).toEqual([100, 200, 400, 500]);
  });

  it('pages with Laravel-style meta; a page past the end is empty but keeps the total', async () => {
    const second = await list('?limit=3&page=2');
    expect(second.products.data.map((p) => p.id)).toEqual([500]);
    expect(second.products.meta).toEqual({
      current_page: 2,
      from: 4,
      last_page: 2,
      per_page: 3,
      to: 4,
      total: 4,
    });
    const beyond = await list('?limit=3&page=9');
    expect(beyond.products.data).toEqual([]);
    expect(beyond.products.meta.total).toBe(4);
  });

  it('filters by category with every descendant; an unknown slug gives an empty result', async () => {
    const r = await list('?categorySlug=fashion');
    expect(r.products.data.map((p) => p.id)).toEqual([100]);
    expect(r.selectedCategory?.slug).toBe('fashion');
    expect(r.selectedCategory?.children_categories.map((c) => c.slug)).toEqual(['tops']);
    expect(await ids('?categorySlug=kitchen')).toEqual([200, 400]);
    expect(await ids('?categoryIds[]=2&categoryIds[]=5')).toEqual([100, 500]);
    const unknown = await list('?categorySlug=nope');
    expect(unknown.products.data).toEqual([]);
    expect(unknown.selectedCategory).toBeNull();
  });

  it("offers the selected category's attributes as filters", async () => {
    const kitchen = await list('?categorySlug=kitchen');
    expect(kitchen.filterAttributes).toEqual([]);
    const tshirts = await list('?categorySlug=t-shirts');
    expect(tshirts.filterAttributes.map((a) => a.id)).toEqual([1, 2]);
  });

  it('filters by brand slug (unknown: empty) and brand ids; the brand facet ignores the brand filter', async () => {
    expect(await ids('?brandSlug=acme')).toEqual([100]);
    expect(await ids('?brandSlug=hidden')).toEqual([]);
    expect(await ids('?brandSlug=nope')).toEqual([]);
    const r = await list('?brandIds[]=2');
    expect(r.products.data.map((p) => p.id)).toEqual([400]);
    expect(r.brands.map((b) => b.slug)).toEqual(['acme', 'globex']);
    expect(await ids('?brandIds=1,2')).toEqual([400, 100]);
    expect((await list('?categorySlug=audio')).brands).toEqual([]);
  });

  it('says which attribute values some product of the result has (the value filters left out)', async () => {
    // only the T-shirt (Acme) has variations: Red, Blue and M
    expect((await list('')).matchingValueIds).toEqual([1, 2, 3]);
    // Globex's mug has none, so none of its values match
    const globex = await list('?brandIds=2');
    expect(globex.filterAttributes.map((a) => a.name)).toEqual(['Color', 'Size']);
    expect(globex.matchingValueIds).toEqual([]);
    // choosing Blue still offers Red: the value filters do not narrow their own facet
    expect((await list('?variationValueIds[]=2')).matchingValueIds).toEqual([1, 2, 3]);
    expect((await list('?shopSlug=mug-makers')).matchingValueIds).toEqual([]);
  });

  it('filters by shop, tag, attribute values (any of them) and coupon', async () => {
    expect(await ids('?shopSlug=mug-makers')).toEqual([400]);
    expect(await ids('?shopSlug=closed-shop')).toEqual([]);
    expect(await ids('?tag=Summer')).toEqual([100]);
    expect(await ids('?variationValueIds[]=2&variationValueIds[]=99')).toEqual([100]);
    expect(await ids('?sizeIds[]=3')).toEqual([100]);
    // TSHIRT10 names the category "tops": the T-shirt sits in its child "t-shirts"
    expect(await ids('?couponCode=TSHIRT10')).toEqual([100]);
    // MUGS names nothing: the whole shop 2
    expect(await ids('?couponCode=MUGS')).toEqual([400]);
    expect(await ids('?couponCode=OLD')).toEqual([]);
    expect(await ids('?couponCode=PAUSED')).toEqual([]);
  });

  it('keeps products discounted now, by their own discount or a running published campaign', async () => {
    // 100: own 20 % (and a campaign); 400: seller campaign; 200 is only in an unpublished campaign
    expect(await ids('?discounted=1')).toEqual([400, 100]);
    expect(await ids('?discounted=true&shopSlug=cotton-co')).toEqual([100]);
  });

  it('filters on the card price in wire decimals; the bounds describe the whole set without the range', async () => {
    const r = await list('?minPrice=10&maxPrice=16');
    expect(r.products.data.map((p) => p.id)).toEqual([400, 100]);
    expect(r.products.meta.total).toBe(2);
    expect(r.priceFilter).toEqual({ minPrice: 9.99, maxPrice: 50 });
    expect(await ids('?minPrice=16.01')).toEqual([500]);
    // the bounds follow the other filters
    expect((await list('?categorySlug=kitchen&limit=1')).priceFilter).toEqual({
      minPrice: 9.99,
      maxPrice: 13.5,
    });
  });

  it('searches names and descriptions, tolerating typos, best match first unless sorted', async () => {
    expect(await ids('?searchKey=hedphones')).toEqual([500]);
    expect(await ids('?query=bluetooth')).toEqual([500]);
    expect(await ids('?searchKey=shirt')).toEqual([100]);
    expect(await ids('?searchKey=mug')).toEqual([200, 400]);
    expect(await ids('?searchKey=mug&sortBy=highToLow')).toEqual([400, 200]);
    expect(await ids('?searchKey=zzzzqqq')).toEqual([]);
    // a translated name is found too
    expect(await ids('?searchKey=Camiseta')).toEqual([100]);
  });

  it('combines filters with AND', async () => {
    expect(await ids('?categorySlug=kitchen&discounted=1')).toEqual([400]);
    expect(await ids('?categorySlug=kitchen&brandSlug=acme')).toEqual([]);
  });

  it('answers in the language asked, with stock of the zone and the wishlist of the bearer', async () => {
    const es = await list('?categorySlug=fashion', { 'accept-language': 'es-ES' });
    expect(es.products.data[0]!.name).toBe('Camiseta');
    expect(es.selectedCategory!.name).toBe('Moda');
    const zone1 = await list('', { 'zone-id': '1', authorization: `Bearer ${token}` });
    const card = (id: number) => zone1.products.data.find((p) => p.id === id)!;
    expect(card(100).stockQty).toBe(8);
    expect(card(100).inWishlist).toBe(true);
    expect(card(500).stockQty).toBe(0);
    expect((await list('', { zoneid: '2' })).products.data.find((p) => p.id === 500)!.stockQty).toBe(4);
  });

  it('refuses bad parameters with 422', async () => {
    for (const qs of [
      '?limit=101',
      '?limit=0',
      '?page=0',
      '?sortBy=cheapest',
      '?minPrice=abc',
      '?brandIds[]=x',
    ]) {
      const res = await t.app.inject({ url: `/api/v1/products${qs}` });
      expect(res.statusCode, qs).toBe(422);
      expect(errorBody.parse(res.json()).success).toBe(false);
    }
  });
});

describe('GET /products/details/{slug}', () => {
  const details = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/v1/products/details/${slug}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(productDetails).parse(res.json()).result;
  };

  it('describes a product with its variations, combinations, gallery, categories, shop, brand and coupon', async () => {
    const d = await details('t-shirt');
    expect(d.id).toBe(100);
    expect(d.basePrice).toBe(16);
    expect(d.images).toEqual(['/uploads/t-shirt.webp', '/uploads/t-shirt-1.webp', '/uploads/t-shirt-2.webp']);
    expect(d.rootCategory?.slug).toBe('fashion');
    expect(d.categories.map((c) => c.slug)).toEqual(['t-shirts']);
    expect(d.brand).toEqual({ id: 1, name: 'Acme', slug: 'acme', thumbnailImage: '/uploads/acme.webp' });
    expect(d.shop).toEqual({
      id: 1,
      name: 'Cotton Co',
      slug: 'cotton-co',
      rating: { average: 4.5, total: 2 },
      address: '',
      minOrderAmount: 0,
      defaultShippingCharge: 0,
      logo: '/uploads/cotton.webp',
      banner: '',
      tagline: '',
    });
    expect(d.shop).not.toHaveProperty('bankAccountNumber');
    expect(d.promoCode?.code).toBe('TSHIRT10');
    expect(d.promoCode?.discount).toBe(12.5);
    expect(d.promoCode?.maxDiscountAmount).toBeNull();
    expect(d.codAvailable).toBe(true);
    expect(d.deliveryHours).toBe('Not Available');
    expect(d.hasWarranty).toBe(true);
    expect(d.variations.map((v) => [v.id, v.name, v.code])).toEqual([
      [1001, 'Red-M', '1:1/2:3/'],
      [1002, 'Blue-M', '1:2/2:3/'],
    ]);
    const blue = d.variations[1]!;
    expect(blue.discountedBasePrice).toBe(17.5);
    expect(blue.dealEnds).toBeGreaterThan(Date.now() / 1000);
    expect(d.variationCombinations).toEqual([
      {
        id: 1,
        name: 'Color',
        values: [
          {
            id: 1,
            name: 'Red',
            image: '',
            colorCode: '',
            variationImage: '/uploads/red.webp',
            matchVariationCode: '1:1',
          },
          { id: 2, name: 'Blue', image: '', colorCode: '', matchVariationCode: '1:2' },
        ],
      },
      {
        id: 2,
        name: 'Size',
        values: [{ id: 3, name: 'M', image: '', colorCode: '', matchVariationCode: '2:3' }],
      },
    ]);
    // its only category-mate is unpublished
    expect(d.relatedProducts).toEqual([]);
  });

  it('finds a product by id, lists related products of the same categories, and translates', async () => {
    const mug = await details('200', { 'accept-language': 'es-ES' });
    expect(mug.slug).toBe('mug');
    expect(mug.deliveryHours).toBe('No disponible');
    expect(mug.relatedProducts.map((p) => p.id)).toEqual([400]);
    expect(mug.promoCode).toBeNull();
    expect((await details('wireless-headphones')).deliveryHours).toBe('2-3 days');
  });

  it('shows the stock of the zone in each variation', async () => {
    const all = await details('t-shirt');
    expect(all.variations[0]!.stocks.map((s) => [s.warehouseId, s.stockQty])).toEqual([
      [11, 5],
      [12, 40],
    ]);
    const south = await details('t-shirt', { 'zone-id': '2', authorization: `Bearer ${token}` });
    expect(south.variations[0]!.stocks.map((s) => [s.warehouseId, s.stockQty])).toEqual([[12, 40]]);
    expect(south.variations[1]!.stocks).toEqual([]);
    expect(south.stockQty).toBe(40);
    expect(south.inWishlist).toBe(true);
  });

  it('answers 404 "Product not found" for unknown, unpublished and closed-shop products', async () => {
    for (const slug of ['nope', 'draft', '300', 'closed-kettle', '99999999999']) {
      const res = await t.app.inject({ url: `/api/v1/products/details/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ success: false, status: 404, message: 'Product not found' });
    }
  });
});

describe('singleVendor mode', () => {
  it("lists only the platform shop's products", async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      const res = await single.app.inject({ url: '/api/v1/products' });
      expect(
        envelope(productListing)
          .parse(res.json())
          .result.products.data.map((p) => p.id),
      ).toEqual([200, 100, 500]);
      expect((await single.app.inject({ url: '/api/v1/products/details/big-mug' })).statusCode).toBe(404);
    } finally {
      await single.close();
    }
  });
});

describe('query count', () => {
  it('does not grow with the page size', async () => {
    await insertManyProducts(t.db, 60);
    let n = 0;
    const logger: Logger = { logQuery: () => void n++ };
    const counted = loggedDatabase(t.handle, logger);
    const app = await buildTestApp({ database: { ...t.handle, db: counted } });
    try {
      const count = async (qs: string) => {
        n = 0;
        const res = await app.app.inject({ url: `/api/v1/products${qs}`, headers: { 'zone-id': '1' } });
        expect(res.statusCode).toBe(200);
        return { queries: n, cards: envelope(productListing).parse(res.json()).result.products.data.length };
      };
      const small = await count('?limit=2&categorySlug=fashion&searchKey=shirt&brandIds[]=1');
      const large = await count('?limit=64');
      expect(small.cards).toBe(1);
      expect(large.cards).toBe(64);
      expect(large.queries).toBe(small.queries);
      expect(large.queries).toBeLessThanOrEqual(13);
    } finally {
      await app.close();
    }
  });
});
