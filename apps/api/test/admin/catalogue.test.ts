import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  categories,
  categoryTranslations,
  languages,
  productCategories,
  products,
  productVariationCombinations,
  productVariations,
  shops,
  variations,
  variationValues,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The operator console's catalogue (issue 18 §3): the category tree, brands, attributes, units,
 * badges and tags. The response cache is ON here (60 s), so the storefront reads prove that each
 * write empties it.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60' } });
  await t.db.insert(languages).values([
    { code: 'en-US', name: 'English', flag: 'us' },
    { code: 'es-ES', name: 'Español', flag: 'es' },
    { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true },
  ]);
  await t.db
    .insert(shops)
    .values({ id: 1, name: 'Admin Shop', slug: 'admin-shop', isApproved: true, isPublished: true });
  await t.db.insert(categories).values([
    { id: 1, name: 'Fashion', slug: 'fashion', sortingOrder: 0 },
    { id: 2, name: 'Electronics', slug: 'electronics', sortingOrder: 1 },
    { id: 3, name: 'Shoes', slug: 'shoes', parentId: 1, level: 1, sortingOrder: 0 },
    { id: 4, name: 'Sneakers', slug: 'sneakers', parentId: 3, level: 2, sortingOrder: 0 },
  ]);
  await t.db.insert(products).values({
    id: 10,
    shopId: 1,
    name: 'Runner',
    slug: 'runner',
    minPrice: 100,
    maxPrice: 100,
    isPublished: true,
  });
  await t.db.insert(productCategories).values({ productId: 10, categoryId: 4 });
  await syncIdentitySequences(t.db);
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    payload: { phone: operator.phone, password: operator.password },
  });
  token = login.json().access_token;
});
afterAll(() => t?.close());

function admin(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  lang?: string,
) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(lang ? { 'accept-language': lang } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  thumbnailImage: string;
  parent_category: { id: number } | null;
  children_categories: MenuCategory[];
}

/** The storefront's category menu (cached for 60 s unless a change empties the cache). */
async function storefrontMenu(lang = 'en-US'): Promise<MenuCategory[]> {
  const res = await t.app.inject({
    url: '/api/v1/homepage/categories',
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.categories;
}

async function auditEntries(action: string) {
  const rows = await t.db.select().from(auditLog);
  return rows.filter((r) => r.action === action);
}

async function categoryCount() {
  return (await t.db.select().from(categories)).length;
}

describe('the category tree', () => {
  it('creates a category with translations and a slug from its name; the storefront menu shows it at once', async () => {
    // the storefront's answer is cached before the change
    expect((await storefrontMenu()).map((c) => c.slug)).not.toContain('garden-tools');

    const res = await admin('POST', '/catalogue/categories', {
      name: 'Garden & Tools',
      parentId: null,
      translations: { 'es-ES': 'Jardín y herramientas', 'ar-SA': 'الحديقة والأدوات' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().result;
    expect(created).toMatchObject({
      name: 'Garden & Tools',
      slug: 'garden-tools',
      parentId: null,
      level: 0,
      isActive: true,
      sortingOrder: 2,
      productCount: 0,
      translations: { 'es-ES': 'Jardín y herramientas', 'ar-SA': 'الحديقة والأدوات' },
    });
    expect(res.json().message).toBe('Garden & Tools created');

    const menu = await storefrontMenu();
    expect(menu.filter((c) => c.parent_category === null).map((c) => c.slug)).toEqual([
      'fashion',
      'electronics',
      'garden-tools',
    ]);
    expect((await storefrontMenu('es-ES')).find((c) => c.slug === 'garden-tools')?.name).toBe(
      'Jardín y herramientas',
    );

    const [entry] = await auditEntries('category.create');
    expect(entry).toMatchObject({
      subjectType: 'category',
      subjectId: String(created.id),
      subjectLabel: 'Garden & Tools',
      actorName: 'Olga Operator',
      before: null,
    });
    expect(entry?.after).toMatchObject({
      slug: 'garden-tools',
      translations: { 'es-ES': 'Jardín y herramientas' },
    });
  });

  it('makes a second slug of the same name unique and refuses a taken slug typed by hand (422, nothing written)', async () => {
    const again = await admin('POST', '/catalogue/categories', { name: 'Garden & Tools', parentId: 2 });
    expect(again.statusCode).toBe(201);
    expect(again.json().result).toMatchObject({ slug: 'garden-tools-2', parentId: 2, level: 1 });

    const before = await categoryCount();
    const taken = await admin('POST', '/catalogue/categories', { name: 'Other', slug: 'fashion' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['This slug is already used'] });
    const bad = await admin('POST', '/catalogue/categories', { name: '  ', slug: 'Not A Slug!' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'slug']);
    const noParent = await admin('POST', '/catalogue/categories', { name: 'Orphan', parentId: 9999 });
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors).toEqual({ parentId: ['The parent category does not exist'] });
    expect(await categoryCount()).toBe(before);
  });

  it('renames, changes the slug and the translations; Spanish answers in Spanish', async () => {
    const res = await admin(
      'PATCH',
      '/catalogue/categories/2',
      { name: 'Gadgets', slug: 'gadgets', translations: { 'es-ES': 'Aparatos', 'ar-SA': '' } },
      'es-ES',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Gadgets guardado');
    expect(res.json().result).toMatchObject({ name: 'Gadgets', slug: 'gadgets' });
    const menu = await storefrontMenu('es-ES');
    expect(menu.find((c) => c.id === 2)).toMatchObject({ name: 'Aparatos', slug: 'gadgets' });
    const [entry] = await auditEntries('category.update');
    expect(entry?.before).toMatchObject({ name: 'Electronics', slug: 'electronics' });
    expect(entry?.after).toMatchObject({ name: 'Gadgets', slug: 'gadgets' });
  });

  it('moves a category with its subtree, and refuses a move under itself or its own subcategory', async () => {
    const cycle = await admin('POST', '/catalogue/categories/1/move', { parentId: 4 });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors).toEqual({
      parentId: ['A category cannot move under itself or one of its subcategories'],
    });
    const self = await admin('POST', '/catalogue/categories/3/move', { parentId: 3 });
    expect(self.statusCode).toBe(422);

    const moved = await admin('POST', '/catalogue/categories/3/move', { parentId: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toMatchObject({ parentId: 2, level: 1 });
    const tree = (await admin('GET', '/catalogue/categories')).json().result.categories as {
      id: number;
      level: number;
      parentId: number | null;
    }[];
    expect(tree.find((c) => c.id === 4)).toMatchObject({ parentId: 3, level: 2 });
    const menu = await storefrontMenu();
    const gadgets = menu.find((c) => c.id === 2)!;
    expect(gadgets.children_categories.map((c) => c.slug)).toContain('shoes');
    expect(menu.find((c) => c.id === 1)?.children_categories).toEqual([]);
    const [entry] = await auditEntries('category.move');
    expect(entry).toMatchObject({ before: { parentId: 1, level: 1 }, after: { parentId: 2, level: 1 } });

    // back to the roots
    const root = await admin('POST', '/catalogue/categories/3/move', { parentId: null });
    expect(root.json().result).toMatchObject({ parentId: null, level: 0 });
    const levels = (await admin('GET', '/catalogue/categories')).json().result.categories;
    expect(levels.find((c: { id: number }) => c.id === 4)).toMatchObject({ level: 1 });
  });

  it('reorders siblings one step at a time; the storefront follows', async () => {
    const roots = async () =>
      (await storefrontMenu()).filter((c) => c.parent_category === null).map((c) => c.id);
    const start = await roots();
    const last = start.at(-1)!;
    const up = await admin('POST', `/catalogue/categories/${last}/reorder`, { direction: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    const after = await roots();
    expect(after.at(-2)).toBe(last);
    const first = after[0]!;
    const refused = await admin('POST', `/catalogue/categories/${first}/reorder`, { direction: 'up' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This category is already the first of its level');
    expect(await roots()).toEqual(after);
    const bad = await admin('POST', `/catalogue/categories/${first}/reorder`, { direction: 'sideways' });
    expect(bad.statusCode).toBe(422);
  });

  it('hides a category with its subcategories and shows it again', async () => {
    const hide = await admin('PATCH', '/catalogue/categories/3', { isActive: false });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().message).toBe('Shoes is hidden from the storefront');
    const menu = JSON.stringify(await storefrontMenu());
    expect(menu).not.toContain('"shoes"');
    expect(menu).not.toContain('"sneakers"');
    const [entry] = await auditEntries('category.hide');
    expect(entry?.after).toMatchObject({ isActive: false, subcategories: [4] });

    await admin('PATCH', '/catalogue/categories/3', { isActive: true });
    expect(JSON.stringify(await storefrontMenu())).toContain('"sneakers"');
  });

  it('refuses to delete a category with products or subcategories, and deletes an empty one', async () => {
    const withProduct = await admin('DELETE', '/catalogue/categories/4');
    expect(withProduct.statusCode).toBe(409);
    expect(withProduct.json().message).toBe(
      'This category has 1 products; move them to another category before deleting it',
    );
    const withChild = await admin('DELETE', '/catalogue/categories/3');
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toBe('This category has subcategories; move or delete them first');
    expect(await categoryCount()).toBeGreaterThanOrEqual(6);

    const made = (await admin('POST', '/catalogue/categories', { name: 'Short lived' })).json().result;
    expect((await storefrontMenu()).map((c) => c.slug)).toContain('short-lived');
    const gone = await admin('DELETE', `/catalogue/categories/${made.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await storefrontMenu()).map((c) => c.slug)).not.toContain('short-lived');
    const [entry] = await auditEntries('category.delete');
    expect(entry).toMatchObject({ subjectLabel: 'Short lived', after: null });
    expect(entry?.before).toMatchObject({ slug: 'short-lived' });
    expect(await admin('DELETE', `/catalogue/categories/${made.id}`).then((r) => r.statusCode)).toBe(404);
  });

  it('stores an uploaded picture (checked by content) and shows it on the storefront', async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const boundary = 'catalogue-boundary';
    const multipart = (name: string, content: Buffer, type: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (payload: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/catalogue/categories/2/image',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });

    const fake = await upload(multipart('x.png', Buffer.from('not an image'), 'image/png'));
    expect(fake.statusCode).toBe(422);
    const res = await upload(multipart('red.png', png, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().result.thumbnailImage as string;
    expect(url).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    expect((await storefrontMenu()).find((c) => c.id === 2)?.thumbnailImage).toBe(url);
    const [entry] = await auditEntries('category.image');
    expect(entry).toMatchObject({ before: { thumbnailImage: null }, after: { thumbnailImage: url } });

    const removed = await admin('DELETE', '/catalogue/categories/2/image');
    expect(removed.json().result.thumbnailImage).toBeNull();
    expect((await storefrontMenu()).find((c) => c.id === 2)?.thumbnailImage).toBe('');
  });
});

describe('brands', () => {
  it('creates, edits and deletes a brand; the storefront brand list follows', async () => {
    const storefrontBrands = async () =>
      (await t.app.inject({ url: '/api/v1/brands' })).json().result.data.map((b: { slug: string }) => b.slug);
    expect(await storefrontBrands()).toEqual([]);
    const res = await admin('POST', '/catalogue/brands', {
      name: 'Acme Outdoor',
      translations: { 'es-ES': 'Acme Exterior', 'ar-SA': '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const brand = res.json().result;
    expect(brand).toMatchObject({ slug: 'acme-outdoor', isActive: true, productCount: 0 });
    expect(await storefrontBrands()).toEqual(['acme-outdoor']);

    const bad = await admin('PUT', `/catalogue/brands/${brand.id}`, { name: '', slug: 'x y' });
    expect(bad.statusCode).toBe(422);
    const saved = await admin('PUT', `/catalogue/brands/${brand.id}`, {
      name: 'Acme',
      slug: 'acme',
      isActive: true,
      translations: { 'es-ES': 'Acme', 'ar-SA': 'أكمي' },
    });
    expect(saved.json().result).toMatchObject({
      name: 'Acme',
      slug: 'acme',
      translations: { 'ar-SA': 'أكمي' },
    });
    expect(await storefrontBrands()).toEqual(['acme']);
    const list = (await admin('GET', '/catalogue/brands?search=acm')).json().result;
    expect(list.meta.total).toBe(1);

    await t.db.update(products).set({ brandId: brand.id });
    const inUse = await admin('DELETE', `/catalogue/brands/${brand.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('This brand has 1 products; take it off them before deleting it');
    await t.db.update(products).set({ brandId: null });
    expect((await admin('DELETE', `/catalogue/brands/${brand.id}`)).statusCode).toBe(200);
    expect(await storefrontBrands()).toEqual([]);
    expect((await auditEntries('brand.create')).length).toBe(1);
    expect((await auditEntries('brand.update'))[0]?.before).toMatchObject({ name: 'Acme Outdoor' });
    expect((await auditEntries('brand.delete')).length).toBe(1);
  });
});

describe('attributes and values', () => {
  it('creates a colour attribute with a swatch value, refuses a bad colour, and refuses to delete a value in use', async () => {
    const attr = await admin('POST', '/catalogue/attributes', {
      name: 'Colour',
      translations: { 'es-ES': 'Color', 'ar-SA': 'اللون' },
    });
    expect(attr.statusCode, attr.body).toBe(201);
    const attributeId = attr.json().result.id as number;
    const red = await admin('POST', `/catalogue/attributes/${attributeId}/values`, {
      name: 'Red',
      colorCode: '#FF0000',
      translations: { 'es-ES': 'Rojo', 'ar-SA': '' },
    });
    expect(red.statusCode, red.body).toBe(201);
    expect(red.json().result).toMatchObject({ name: 'Red', colorCode: '#ff0000', variationCount: 0 });
    const bad = await admin('POST', `/catalogue/attributes/${attributeId}/values`, {
      name: 'Blue',
      colorCode: 'blue',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ colorCode: ['Enter a colour as #rrggbb'] });
    const size = await admin('POST', `/catalogue/attributes/${attributeId}/values`, {
      name: 'XL',
      colorCode: '',
    });
    expect(size.json().result.colorCode).toBeNull();

    const list = (await admin('GET', '/catalogue/attributes')).json().result.attributes;
    expect(list[0]).toMatchObject({ name: 'Colour', values: [{ name: 'Red' }, { name: 'XL' }] });
    expect((await t.db.select().from(variations)).length).toBe(1);
    expect((await t.db.select().from(variationValues)).length).toBe(2);
    expect((await auditEntries('attributeValue.create')).length).toBe(2);

    // a product variation made with Red: neither Red nor Colour can go; XL can
    const [variation] = await t.db
      .insert(productVariations)
      .values({ productId: 10, code: `${attributeId}:${red.json().result.id}/`, sku: 'RUN-RED', price: 100 })
      .returning();
    await t.db.insert(productVariationCombinations).values({
      productVariationId: variation!.id,
      variationId: attributeId,
      variationValueId: red.json().result.id,
    });
    const redInUse = await admin('DELETE', `/catalogue/attribute-values/${red.json().result.id}`);
    expect(redInUse.statusCode).toBe(409);
    expect(redInUse.json().message).toBe(
      'This value is used by 1 product variations; hide it instead, or remove it from those products first',
    );
    expect((await admin('DELETE', `/catalogue/attributes/${attributeId}`)).statusCode).toBe(409);
    expect((await admin('DELETE', `/catalogue/attribute-values/${size.json().result.id}`)).statusCode).toBe(
      200,
    );
    expect((await t.db.select().from(variationValues)).map((v) => v.name)).toEqual(['Red']);
    const hidden = await admin('PUT', `/catalogue/attribute-values/${red.json().result.id}`, {
      name: 'Red',
      colorCode: '#ff0000',
      isActive: false,
    });
    expect(hidden.json().result.isActive).toBe(false);
  });
});

describe('units, badges and tags', () => {
  it('creates, renames and deletes each, refusing one in use', async () => {
    const unit = await admin('POST', '/catalogue/units', {
      name: 'kg',
      translations: { 'es-ES': 'kg', 'ar-SA': 'كغ' },
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const unitId = unit.json().result.id as number;
    await t.db.update(products).set({ unitId });
    const unitInUse = await admin('DELETE', `/catalogue/units/${unitId}`);
    expect(unitInUse.statusCode).toBe(409);
    await t.db.update(products).set({ unitId: null });
    expect((await admin('DELETE', `/catalogue/units/${unitId}`)).statusCode).toBe(200);

    const badge = await admin('POST', '/catalogue/badges', {
      name: 'New',
      color: '#ffffff',
      bgColor: '#00aa00',
    });
    expect(badge.statusCode, badge.body).toBe(201);
    expect(badge.json().result).toMatchObject({ bgColor: '#00aa00' });
    const badColour = await admin('PUT', `/catalogue/badges/${badge.json().result.id}`, {
      name: 'New',
      bgColor: 'green',
    });
    expect(badColour.statusCode).toBe(422);
    expect((await admin('GET', '/catalogue/badges')).json().result.badges[0].bgColor).toBe('#00aa00');

    const tag = await admin('POST', '/catalogue/tags', { name: 'summer' });
    expect(tag.statusCode).toBe(201);
    const dup = await admin('POST', '/catalogue/tags', { name: 'summer' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: ['This name is already used'] });
    const renamed = await admin('PUT', `/catalogue/tags/${tag.json().result.id}`, { name: 'winter' });
    expect(renamed.json().result.name).toBe('winter');
    expect((await admin('GET', '/catalogue/tags?search=win')).json().result.meta.total).toBe(1);
    expect((await admin('DELETE', `/catalogue/tags/${tag.json().result.id}`)).statusCode).toBe(200);
    expect((await auditEntries('tag.update'))[0]).toMatchObject({
      before: { name: 'summer' },
      after: { name: 'winter' },
    });
  });
});

describe('translations', () => {
  it('an empty translation removes the row', async () => {
    await admin('PATCH', '/catalogue/categories/1', { translations: { 'es-ES': 'Moda', 'ar-SA': 'أزياء' } });
    await admin('PATCH', '/catalogue/categories/1', { translations: { 'es-ES': '', 'ar-SA': 'أزياء' } });
    const rows = (await t.db.select().from(categoryTranslations)).filter((r) => r.categoryId === 1);
    expect(rows.map((r) => r.langCode)).toEqual(['ar-SA']);
  });
});
