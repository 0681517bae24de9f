import { HOME_BLOCK_KEYS } from '@shop/contracts/home';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, languages, newsletterSubscribers, pages } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { insertProduct, insertShop } from '../db/fixtures.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

/**
 * The operator console's storefront content (issue 18 §4). The response cache is ON in this file
 * (unlike the other API tests): every change must show on the storefront's next call at once.
 */

let t: TestApp;
let token: string;
let customerToken: string;
let categoryA: number;
let categoryB: number;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60' } });
  await t.db.insert(languages).values([
    { code: 'en-US', name: 'English', flag: 'us' },
    { code: 'es-ES', name: 'Español', flag: 'es' },
    { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true },
  ]);
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  token = await issueToken(t.db, operator.id, { scope: 'admin' });
  customerToken = await issueToken(t.db, (await insertCustomer(t.db)).id);
  const [a, b] = await t.db
    .insert(categories)
    .values([
      { name: 'Garden', slug: 'garden' },
      { name: 'Kitchen', slug: 'kitchen' },
    ])
    .returning({ id: categories.id });
  categoryA = a!.id;
  categoryB = b!.id;
  const { shop } = await insertShop(t.db);
  productId = (await insertProduct(t.db, shop.id)).product.id;
});
afterAll(() => t?.close());

function admin(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, bearer = token) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A storefront call as a guest (the cached kind). */
async function storefront(url: string, lang = 'en-US') {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

async function lastAudit() {
  const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

async function auditCount() {
  return (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
}

async function uploadPicture(): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 240, channels: 3, background: '#2266ff' } })
    .png()
    .toBuffer();
  const form = multipart({}, [{ field: 'image', filename: 'banner.png', type: 'image/png', data: png }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/storefront/images',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.url as string;
}

describe('home blocks: order and on/off (issue 18 §4)', () => {
  it('lists every block once in the default order, and the storefront follows a new order at once', async () => {
    const home = (await admin('GET', '/storefront/home')).json().result;
    expect(home.blocks.map((b: { key: string }) => b.key)).toEqual([...HOME_BLOCK_KEYS]);
    expect(await storefront('/homepage/layout')).toEqual({ blocks: [...HOME_BLOCK_KEYS] });
    // a flagged block and a flagless one, cached before the change
    await storefront('/homepage/featured-categories');
    await storefront('/homepage/videos');

    const moved = [...HOME_BLOCK_KEYS].reverse().map((key) => ({
      key,
      enabled: key !== 'featuredCategories' && key !== 'videos',
    }));
    const saved = await admin('PUT', '/storefront/home/blocks', { blocks: moved });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Home blocks saved');

    expect((await storefront('/homepage/layout')).blocks).toEqual([...HOME_BLOCK_KEYS].reverse());
    expect((await storefront('/homepage/featured-categories')).showFeaturedCategories).toBe('0');
    expect(await storefront('/homepage/videos')).toEqual([]);
    expect((await storefront('/homepage/featured-brands')).showFeaturedBrands).toBe('1');

    const entry = await lastAudit();
    expect(entry?.action).toBe('home_blocks.update');
    expect(entry?.actorName).toBe('Olga Operator');
    expect((entry!.before as { key: string }[]).map((b) => b.key)).toEqual([...HOME_BLOCK_KEYS]);
    expect(entry?.after).toEqual(moved);

    // back on, default order (other tests read the blocks)
    const restored = HOME_BLOCK_KEYS.map((key) => ({ key, enabled: true }));
    expect((await admin('PUT', '/storefront/home/blocks', { blocks: restored })).statusCode).toBe(200);
    expect((await storefront('/homepage/featured-categories')).showFeaturedCategories).toBe('1');
  });

  it('refuses a list that misses or repeats a block (422) and changes nothing', async () => {
    const before = await auditCount();
    const blocks = HOME_BLOCK_KEYS.map((key) => ({
      key: key === 'videos' ? 'sliders' : key,
      enabled: false,
    }));
    const res = await admin('PUT', '/storefront/home/blocks', { blocks });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.blocks).toEqual(['List every home block once']);
    const unknown = await admin('PUT', '/storefront/home/blocks', {
      blocks: [
        ...HOME_BLOCK_KEYS.slice(1).map((key) => ({ key, enabled: true })),
        { key: 'popup', enabled: true },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(await auditCount()).toBe(before);
    expect((await storefront('/homepage/layout')).blocks).toEqual([...HOME_BLOCK_KEYS]);
    expect((await storefront('/homepage/sliders')).length).toBe(0);
  });

  it('refuses guests and customers', async () => {
    expect((await admin('GET', '/storefront/home', undefined, customerToken)).statusCode).toBe(401);
  });
});

describe('featured categories and products, the about block', () => {
  it('saves the picks in order and the storefront shows them at once', async () => {
    expect((await storefront('/homepage/featured-categories')).categories).toEqual([]);
    await storefront('/homepage/featured-products');
    const banner = await uploadPicture();
    const res = await admin('PUT', '/storefront/home/featured', {
      categoryIds: [categoryB, categoryA],
      productIds: [productId],
      productBanner: banner,
      productLink: '/products?sortBy=newest',
    });
    expect(res.statusCode, res.body).toBe(200);
    const featured = await storefront('/homepage/featured-products');
    expect(featured.homeFeaturedProductBanner).toBe(banner);
    expect(featured.homeFeaturedProductLink).toBe('/products?sortBy=newest');
    expect(res.json().result.featuredCategories).toEqual([
      { id: categoryB, name: 'Kitchen' },
      { id: categoryA, name: 'Garden' },
    ]);
    expect(res.json().result.featuredProducts).toEqual([
      { id: productId, name: 'Cotton T-shirt', thumbnailImg: '' },
    ]);
    const shown = await storefront('/homepage/featured-categories');
    expect(shown.categories.map((c: { slug: string }) => c.slug)).toEqual(['kitchen', 'garden']);
    const entry = await lastAudit();
    expect(entry?.action).toBe('home_featured.update');
    expect(entry?.before).toEqual({ categoryIds: [], productIds: [], productBanner: '', productLink: '' });
    expect(entry?.after).toEqual({
      categoryIds: [categoryB, categoryA],
      productIds: [productId],
      productBanner: banner,
      productLink: '/products?sortBy=newest',
    });
  });

  it('offers the products by name and the active categories as a tree to pick from', async () => {
    const products = (await admin('GET', '/storefront/product-options?search=cotton')).json().result;
    expect(products).toEqual([{ id: productId, name: 'Cotton T-shirt', thumbnailImg: '' }]);
    expect((await admin('GET', '/storefront/product-options?search=zebra')).json().result).toEqual([]);
    const tree = (await admin('GET', '/storefront/category-options')).json().result;
    expect(tree.map((c: { name: string }) => c.name).sort()).toEqual(['Garden', 'Kitchen']);
  });

  it('refuses an unknown category or product (422) and keeps the picks', async () => {
    const before = await auditCount();
    const res = await admin('PUT', '/storefront/home/featured', {
      categoryIds: [categoryA, 999_999],
      productIds: [999_998],
      productBanner: '',
      productLink: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      categoryIds: ['Category not found'],
      productIds: ['Product not found'],
    });
    expect(await auditCount()).toBe(before);
    const shown = await storefront('/homepage/featured-categories');
    expect(shown.categories.map((c: { slug: string }) => c.slug)).toEqual(['kitchen', 'garden']);
  });

  it('saves the about block with an uploaded picture; an outside picture is refused', async () => {
    await storefront('/homepage/about-us');
    const image = await uploadPicture();
    expect(image).toMatch(/^\/uploads\/storefront\/.+\.webp$/);
    const body = { title: 'About us', subTitle: 'Since 2020', text: 'We sell good things.', image };
    const res = await admin('PUT', '/storefront/home/about', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storefront('/homepage/about-us')).toEqual({
      showHomeAboutUsSection: '1',
      homeAboutUsTitle: 'About us',
      homeAboutUsSubTitle: 'Since 2020',
      homeAboutUsText: 'We sell good things.',
      homeAboutUsImage: image,
    });
    const bad = await admin('PUT', '/storefront/home/about', {
      ...body,
      image: 'https://evil.example/x.png',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.image).toEqual(['Use a picture uploaded here']);
    expect((await storefront('/homepage/about-us')).homeAboutUsImage).toBe(image);
  });

  it('refuses an upload that is not a picture', async () => {
    const form = multipart({}, [
      { field: 'image', filename: 'x.png', type: 'image/png', data: Buffer.from('not an image') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/storefront/images',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('banners per position with a schedule', () => {
  it('shows only the live banners, in order, in the contract shape, at once', async () => {
    expect(await storefront('/homepage/sliders')).toEqual([]);
    const [live, later] = [await uploadPicture(), await uploadPicture()];
    const hour = 3_600_000;
    const banners = [
      { image: live, url: '/categories/garden', startAt: null, endAt: null },
      { image: later, url: '/products', startAt: new Date(Date.now() + hour).toISOString(), endAt: null },
      {
        image: live,
        url: 'https://example.com/old',
        startAt: new Date(Date.now() - 2 * hour).toISOString(),
        endAt: new Date(Date.now() - hour).toISOString(),
      },
    ];
    const res = await admin('PUT', '/storefront/banners/sliders', { banners });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Banners saved');
    const sliders = res.json().result.positions.find((p: { position: string }) => p.position === 'sliders');
    expect(sliders.banners.map((b: { live: boolean }) => b.live)).toEqual([true, false, false]);

    expect(await storefront('/homepage/sliders')).toEqual([
      { image: live, url: '/categories/garden', title: '', subtitle: '', cta: '' },
    ]);
    const entry = await lastAudit();
    expect(entry?.action).toBe('banners.update');
    expect(entry?.subjectId).toBe('sliders');
    expect(entry?.before).toEqual([]);
    expect((entry!.after as unknown[]).length).toBe(3);

    // a position turned off answers no banners; on again, they are back
    const blocks = HOME_BLOCK_KEYS.map((key) => ({ key, enabled: key !== 'sliders' }));
    await admin('PUT', '/storefront/home/blocks', { blocks });
    expect(await storefront('/homepage/sliders')).toEqual([]);
    await admin('PUT', '/storefront/home/blocks', { blocks: blocks.map((b) => ({ ...b, enabled: true })) });
    expect((await storefront('/homepage/sliders')).length).toBe(1);
  });

  it('refuses an end before the start, an outside picture or an unknown position (422), changing nothing', async () => {
    const before = await auditCount();
    const image = await uploadPicture();
    const backwards = await admin('PUT', '/storefront/banners/twoBannersRow', {
      banners: [{ image, url: '/', startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' }],
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors['banners.0.endAt']).toEqual(['The end must be after the start']);
    const outside = await admin('PUT', '/storefront/banners/twoBannersRow', {
      banners: [
        { image: 'https://evil.example/x.png', url: 'javascript:alert(1)', startAt: null, endAt: null },
      ],
    });
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().errors).sort()).toEqual(['banners.0.image', 'banners.0.url']);
    expect((await admin('PUT', '/storefront/banners/popup', { banners: [] })).statusCode).toBe(422);
    expect(await auditCount()).toBe(before);
    expect(await storefront('/homepage/two-banners-row')).toEqual([]);
  });
});

describe("the shop's texts in every language (issue 19 §5)", () => {
  it('saves a banner text per language; the storefront shows each field in the asked language, else the base', async () => {
    const image = await uploadPicture();
    const banners = [
      {
        image,
        url: '/campaigns/summer',
        startAt: null,
        endAt: null,
        title: 'Summer Sale',
        subtitle: 'Up to 40% off',
        cta: 'Shop now',
        translations: {
          'es-ES': { title: 'Rebajas de verano', subtitle: 'Hasta un 40 % de descuento', cta: 'Comprar' },
          // only the title translated: the subtitle and the button fall back, field by field
          'ar-SA': { title: 'تخفيضات الصيف', subtitle: '', cta: '' },
        },
      },
    ];
    const res = await admin('PUT', '/storefront/banners/threeBannersRow', { banners });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res
      .json()
      .result.positions.find((p: { position: string }) => p.position === 'threeBannersRow');
    expect(saved.banners[0]).toMatchObject({ title: 'Summer Sale', translations: banners[0]!.translations });
    const entry = await lastAudit();
    expect(entry?.action).toBe('banners.update');
    expect(entry?.after).toEqual(banners);

    const base = { image, url: '/campaigns/summer' };
    expect(await storefront('/homepage/three-banners-row', 'es-ES')).toEqual([
      { ...base, title: 'Rebajas de verano', subtitle: 'Hasta un 40 % de descuento', cta: 'Comprar' },
    ]);
    expect(await storefront('/homepage/three-banners-row', 'ar-SA')).toEqual([
      { ...base, title: 'تخفيضات الصيف', subtitle: 'Up to 40% off', cta: 'Shop now' },
    ]);
    expect(await storefront('/homepage/three-banners-row', 'en-US')).toEqual([
      { ...base, title: 'Summer Sale', subtitle: 'Up to 40% off', cta: 'Shop now' },
    ]);
  });

  it('refuses a banner text that is too long, in any language (422), changing nothing', async () => {
    const before = await auditCount();
    const image = await uploadPicture();
    const res = await admin('PUT', '/storefront/banners/fourBannersRow', {
      banners: [
        {
          image,
          url: '/',
          startAt: null,
          endAt: null,
          title: 'Ok',
          translations: { 'ar-SA': { cta: 'x'.repeat(41) } },
        },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['banners.0.translations.ar-SA.cta']).toEqual([
      'The call to action may be at most 40 characters',
    ]);
    expect(await auditCount()).toBe(before);
    expect(await storefront('/homepage/four-banners-row')).toEqual([]);
  });

  it("saves the blocks' titles and the about block per language, audited; each language reads its own", async () => {
    const titles = {
      productSectionOneTitle: 'Best sellers',
      productSectionTwoTitle: 'Deals of the week',
      featuredProductTitle: "Editor's picks",
      featuredProductSubTitle: 'Loved by our team',
      translations: {
        'es-ES': {
          productSectionOneTitle: 'Más vendidos',
          productSectionTwoTitle: 'Ofertas de la semana',
          featuredProductTitle: 'Selección del editor',
          featuredProductSubTitle: '',
        },
        'ar-SA': {
          productSectionOneTitle: 'الأكثر مبيعًا',
          productSectionTwoTitle: '',
          featuredProductTitle: '',
          featuredProductSubTitle: '',
        },
      },
    };
    const res = await admin('PUT', '/storefront/home/titles', titles);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Block titles saved');
    const entry = await lastAudit();
    expect(entry?.action).toBe('home_titles.update');
    expect(entry?.after).toEqual(titles);
    expect((await admin('GET', '/storefront/home')).json().result.titles).toEqual(titles);

    const one = (lang: string) =>
      storefront('/homepage/product-section-one', lang).then((r) => r.homeProductSectionOneTitle);
    const two = (lang: string) =>
      storefront('/homepage/product-section-two', lang).then((r) => r.homeProductSectionTwoTitle);
    expect([await one('es-ES'), await one('ar-SA'), await one('en-US')]).toEqual([
      'Más vendidos',
      'الأكثر مبيعًا',
      'Best sellers',
    ]);
    expect([await two('es-ES'), await two('ar-SA')]).toEqual(['Ofertas de la semana', 'Deals of the week']);
    const featured = await storefront('/homepage/featured-products', 'es-ES');
    expect([featured.homeFeaturedProductTitle, featured.homeFeaturedProductSubTitle]).toEqual([
      'Selección del editor',
      'Loved by our team',
    ]);

    const about = {
      title: 'About us',
      subTitle: 'Since 2020',
      text: 'We sell good things.',
      image: '',
      translations: {
        'es-ES': { title: 'Quiénes somos', subTitle: 'Desde 2020', text: 'Vendemos cosas buenas.' },
        'ar-SA': { title: 'من نحن', subTitle: '', text: '' },
      },
    };
    expect((await admin('PUT', '/storefront/home/about', about)).statusCode).toBe(200);
    expect((await lastAudit())?.action).toBe('home_about.update');
    const es = await storefront('/homepage/about-us', 'es-ES');
    expect([es.homeAboutUsTitle, es.homeAboutUsSubTitle, es.homeAboutUsText]).toEqual([
      'Quiénes somos',
      'Desde 2020',
      'Vendemos cosas buenas.',
    ]);
    const ar = await storefront('/homepage/about-us', 'ar-SA');
    expect([ar.homeAboutUsTitle, ar.homeAboutUsSubTitle, ar.homeAboutUsText]).toEqual([
      'من نحن',
      'Since 2020',
      'We sell good things.',
    ]);
    // saving the about block keeps the titles' translations (they share one setting)
    expect(await one('es-ES')).toBe('Más vendidos');
  });

  it('refuses a translated title that is too long (422), changing nothing', async () => {
    const before = await auditCount();
    const res = await admin('PUT', '/storefront/home/titles', {
      productSectionOneTitle: 'Best sellers',
      translations: { 'es-ES': { productSectionOneTitle: 'x'.repeat(201) } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['translations.es-ES.productSectionOneTitle']).toEqual([
      'The title may be at most 200 characters',
    ]);
    expect(await auditCount()).toBe(before);
    expect((await storefront('/homepage/product-section-one', 'es-ES')).homeProductSectionOneTitle).toBe(
      'Más vendidos',
    );
  });
});

describe('CMS pages', () => {
  const translations = {
    'es-ES': {
      title: 'Envíos',
      content: '<p>Enviamos <b>rápido</b>.</p>',
      metaTitle: '',
      metaDescription: '',
    },
    'ar-SA': { title: '', content: '', metaTitle: '', metaDescription: '' },
  };
  const body = {
    title: 'Shipping',
    slug: 'shipping-info',
    content:
      '<h2>Shipping</h2><p onclick="steal()">Fast.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    metaTitle: '',
    metaDescription: 'How we ship',
    metaKeywords: '',
    isActive: true,
    translations,
  };
  let pageId: number;

  it('creates a page with sanitised rich text and its translation; the storefront shows it', async () => {
    expect((await t.app.inject({ url: '/api/v1/pages/shipping-info' })).statusCode).toBe(404);
    const res = await admin('POST', '/storefront/pages', body);
    expect(res.statusCode, res.body).toBe(200);
    pageId = res.json().result.id;
    expect(res.json().result.content).toBe('<h2>Shipping</h2><p>Fast.</p>');
    const shown = await storefront('/pages/shipping-info');
    expect(shown.title).toBe('Shipping');
    expect(shown.content).toBe('<h2>Shipping</h2><p>Fast.</p>');
    const spanish = await storefront('/pages/shipping-info', 'es-ES');
    expect(spanish.title).toBe('Envíos');
    expect(spanish.content).toBe('<p>Enviamos <b>rápido</b>.</p>');
    const entry = await lastAudit();
    expect(entry?.action).toBe('page.create');
    expect(entry?.before).toBeNull();
    expect(entry?.subjectLabel).toBe('Shipping');
  });

  it('edits a page and its slug; the storefront shows the edit at once; unpublished it is gone', async () => {
    await storefront('/pages/shipping-info');
    const edited = { ...body, title: 'Shipping and returns', content: '<p>Updated.</p>', slug: 'shipping' };
    const res = await admin('PUT', `/storefront/pages/${pageId}`, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect((await storefront('/pages/shipping')).content).toBe('<p>Updated.</p>');
    expect((await t.app.inject({ url: '/api/v1/pages/shipping-info' })).statusCode).toBe(404);
    const entry = await lastAudit();
    expect(entry?.action).toBe('page.update');
    expect((entry!.before as { title: string }).title).toBe('Shipping');
    expect((entry!.after as { title: string }).title).toBe('Shipping and returns');

    expect(
      (await admin('PUT', `/storefront/pages/${pageId}`, { ...edited, isActive: false })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/pages/shipping' })).statusCode).toBe(404);
  });

  it('refuses a slug another page has, a bad slug or no title (422), changing nothing', async () => {
    await t.db.insert(pages).values({ slug: 'privacy', title: 'Privacy' });
    const before = await auditCount();
    const taken = await admin('PUT', `/storefront/pages/${pageId}`, { ...body, slug: 'privacy' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Another page has this address'] });
    const bad = await admin('POST', '/storefront/pages', { ...body, slug: 'no spaces/', title: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['slug', 'title']);
    expect(await auditCount()).toBe(before);
    const [row] = await t.db.select().from(pages).where(eq(pages.id, pageId));
    expect(row?.slug).toBe('shipping');
    expect((await admin('GET', '/storefront/pages/999999')).statusCode).toBe(404);
  });

  it('lists and searches the pages, and answers one with its translations', async () => {
    const list = (await admin('GET', '/storefront/pages?search=ship')).json().result;
    expect(list.data.map((p: { slug: string }) => p.slug)).toEqual(['shipping']);
    const one = (await admin('GET', `/storefront/pages/${pageId}`)).json().result;
    expect(one.translations['es-ES'].title).toBe('Envíos');
    expect(one.translations['ar-SA']).toEqual({ title: '', content: '', metaTitle: '', metaDescription: '' });
  });
});

describe('footer', () => {
  it('saves contact, social and quick links; the storefront footer shows them at once', async () => {
    await storefront('/homepage/footer');
    const current = (await admin('GET', '/storefront/footer')).json().result;
    const body = {
      ...current,
      email: 'help@shop.example',
      social: { ...current.social, instagram: { show: true, url: 'https://instagram.com/shop' } },
      quickLinks: [{ title: 'Shipping', url: '/pages/shipping' }],
    };
    const res = await admin('PUT', '/storefront/footer', body);
    expect(res.statusCode, res.body).toBe(200);
    const footer = await storefront('/homepage/footer');
    expect(footer.homeFooterEmail).toBe('help@shop.example');
    expect(footer.showInstagramLink).toBe('1');
    expect(footer.homeFooterInstagramLink).toBe('https://instagram.com/shop');
    expect(footer.quickLinkPages).toEqual([{ title: 'Shipping', url: '/pages/shipping' }]);
    const entry = await lastAudit();
    expect(entry?.action).toBe('footer.update');
    expect((entry!.before as { email: string }).email).toBe('');
    expect((entry!.after as { email: string }).email).toBe('help@shop.example');
  });

  it('refuses a bad e-mail or link (422), changing nothing', async () => {
    const before = await auditCount();
    const current = (await admin('GET', '/storefront/footer')).json().result;
    const res = await admin('PUT', '/storefront/footer', {
      ...current,
      email: 'not-an-email',
      quickLinks: [{ title: 'x', url: 'javascript:alert(1)' }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'quickLinks.0.url']);
    expect(await auditCount()).toBe(before);
    expect((await storefront('/homepage/footer')).homeFooterEmail).toBe('help@shop.example');
  });
});

describe("footer quick links' titles per language", () => {
  it('shows each title in the asked language, else the base title; the console gets them back', async () => {
    await storefront('/homepage/footer', 'es-ES');
    const current = (await admin('GET', '/storefront/footer')).json().result;
    const res = await admin('PUT', '/storefront/footer', {
      ...current,
      quickLinks: [
        {
          title: 'Shipping',
          url: '/pages/shipping',
          translations: { 'es-ES': { title: ' Envíos ' }, 'ar-SA': { title: 'الشحن' } },
        },
        // blank Spanish title: the base one shows
        {
          title: 'FAQ',
          url: '/pages/faq',
          translations: { 'es-ES': { title: '  ' }, 'ar-SA': { title: '' } },
        },
        // no translations at all (an older client): the base title shows everywhere
        { title: 'Coupons', url: '/coupons' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.quickLinks[0].translations).toEqual({
      'es-ES': { title: 'Envíos' },
      'ar-SA': { title: 'الشحن' },
    });
    expect(res.json().result.quickLinks[1].translations).toEqual({
      'es-ES': { title: '' },
      'ar-SA': { title: '' },
    });
    const es = await storefront('/homepage/footer', 'es-ES');
    // the storefront's shape stays { title, url }
    expect(es.quickLinkPages).toEqual([
      { title: 'Envíos', url: '/pages/shipping' },
      { title: 'FAQ', url: '/pages/faq' },
      { title: 'Coupons', url: '/coupons' },
    ]);
    const ar = await storefront('/homepage/footer', 'ar-SA');
    expect(ar.quickLinkPages.map((l: { title: string }) => l.title)).toEqual(['الشحن', 'FAQ', 'Coupons']);
    const en = await storefront('/homepage/footer');
    expect(en.quickLinkPages.map((l: { title: string }) => l.title)).toEqual(['Shipping', 'FAQ', 'Coupons']);
    const entry = await lastAudit();
    expect(entry?.action).toBe('footer.update');
  });

  it('refuses a translated title over 100 characters (422), changing nothing', async () => {
    const before = await auditCount();
    const current = (await admin('GET', '/storefront/footer')).json().result;
    const res = await admin('PUT', '/storefront/footer', {
      ...current,
      quickLinks: [
        { title: 'Shipping', url: '/pages/shipping', translations: { 'ar-SA': { title: 'x'.repeat(101) } } },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['quickLinks.0.translations.ar-SA.title']);
    expect(await auditCount()).toBe(before);
    const ar = await storefront('/homepage/footer', 'ar-SA');
    expect(ar.quickLinkPages.map((l: { title: string }) => l.title)).toEqual(['الشحن', 'FAQ', 'Coupons']);
  });
});

describe('the footer copyright line per language', () => {
  it('shows the line in the asked language, else the base line; the console gets it back', async () => {
    await storefront('/homepage/footer', 'es-ES');
    const titlesBefore = (await admin('GET', '/storefront/home')).json().result.titles;
    expect(titlesBefore.translations['es-ES'].productSectionTwoTitle).not.toBe('');
    const current = (await admin('GET', '/storefront/footer')).json().result;
    const res = await admin('PUT', '/storefront/footer', {
      ...current,
      copyrightText: '© Shop. All rights reserved.',
      translations: {
        'es-ES': { copyrightText: ' © Tienda. Todos los derechos reservados. ' },
        'ar-SA': { copyrightText: '' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.translations).toEqual({
      'es-ES': { copyrightText: '© Tienda. Todos los derechos reservados.' },
      'ar-SA': { copyrightText: '' },
    });
    expect((await storefront('/homepage/footer', 'es-ES')).homeFooterCopyrightText).toBe(
      '© Tienda. Todos los derechos reservados.',
    );
    // no Arabic line: the base line shows, not an earlier Arabic one
    expect((await storefront('/homepage/footer', 'ar-SA')).homeFooterCopyrightText).toBe(
      '© Shop. All rights reserved.',
    );
    expect((await storefront('/homepage/footer')).homeFooterCopyrightText).toBe(
      '© Shop. All rights reserved.',
    );
    // the home's texts kept in the same setting are untouched by a footer save
    expect((await admin('GET', '/storefront/home')).json().result.titles).toEqual(titlesBefore);
  });

  it('refuses a translated line over 500 characters (422), changing nothing', async () => {
    const before = await auditCount();
    const current = (await admin('GET', '/storefront/footer')).json().result;
    const res = await admin('PUT', '/storefront/footer', {
      ...current,
      translations: { 'es-ES': { copyrightText: 'x'.repeat(501) } },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['translations.es-ES.copyrightText']);
    expect(await auditCount()).toBe(before);
    expect((await storefront('/homepage/footer', 'es-ES')).homeFooterCopyrightText).toBe(
      '© Tienda. Todos los derechos reservados.',
    );
  });
});

describe('newsletter subscribers', () => {
  it('lists, searches and exports them as CSV', async () => {
    await t.db
      .insert(newsletterSubscribers)
      .values([{ email: 'ana@example.com' }, { email: 'bo@example.org' }, { email: '=cmd@example.com' }]);
    const all = (await admin('GET', '/storefront/newsletter')).json().result;
    expect(all.meta.total).toBe(3);
    const found = (await admin('GET', '/storefront/newsletter?search=example.org')).json().result;
    expect(found.data.map((s: { email: string }) => s.email)).toEqual(['bo@example.org']);

    const csv = await admin('GET', '/storefront/newsletter/export.csv?search=example.com');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="newsletter-subscribers-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['"\'=cmd@example.com"', 'ana@example.com']);
  });
});
