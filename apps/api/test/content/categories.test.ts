import { homepageCategories } from '@shop/contracts/content';
import { envelope } from '@shop/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, categoryTranslations, languages } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(languages).values([
    { code: 'en-US', name: 'English', flag: 'us' },
    { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true },
  ]);
  await t.db.insert(categories).values([
    { id: 1, name: 'Fashion', slug: 'fashion', sortingOrder: 2 },
    { id: 2, name: 'Electronics', slug: 'electronics', sortingOrder: 1 },
    { id: 3, name: 'Shoes', slug: 'shoes', parentId: 1, level: 1, sortingOrder: 2 },
    { id: 4, name: 'Shirts', slug: 'shirts', parentId: 1, level: 1, sortingOrder: 1 },
    {
      id: 5,
      name: 'Sneakers',
      slug: 'sneakers',
      parentId: 3,
      level: 2,
      thumbnailImage: '/uploads/sneakers.webp',
    },
    { id: 6, name: 'Retired', slug: 'retired', parentId: 1, level: 1, isActive: false },
  ]);
  await t.db.insert(categoryTranslations).values([
    { categoryId: 1, langCode: 'ar-SA', name: 'أزياء' },
    { categoryId: 5, langCode: 'ar-SA', name: '' },
  ]);
});
afterAll(() => t?.close());

describe('GET /api/v1/homepage/categories', () => {
  it('lists every active category with nested children and its parent, by sorting order', async () => {
    const res = await t.app.inject({ url: '/api/v1/homepage/categories' });
    expect(res.statusCode).toBe(200);
    const { categories: list } = envelope(homepageCategories).parse(res.json()).result;
    expect(list.map((c) => c.slug)).toEqual(['sneakers', 'electronics', 'shirts', 'fashion', 'shoes']);
    const fashion = list.find((c) => c.slug === 'fashion')!;
    expect(fashion.parent_category).toBeNull();
    expect(fashion.children_categories.map((c) => c.slug)).toEqual(['shirts', 'shoes']);
    const shoes = fashion.children_categories[1]!;
    expect(shoes.parent_category).toEqual({ id: 1, name: 'Fashion', slug: 'fashion', thumbnailImage: '' });
    expect(shoes.children_categories).toEqual([
      {
        id: 5,
        name: 'Sneakers',
        slug: 'sneakers',
        thumbnailImage: '/uploads/sneakers.webp',
        children_categories: [],
        parent_category: { id: 3, name: 'Shoes', slug: 'shoes', thumbnailImage: '' },
      },
    ]);
    expect(JSON.stringify(list)).not.toContain('retired');
  });

  it('uses a translated name when one exists (an empty one falls back)', async () => {
    const res = await t.app.inject({
      url: '/api/v1/homepage/categories',
      headers: { 'accept-language': 'ar' },
    });
    const { categories: list } = envelope(homepageCategories).parse(res.json()).result;
    expect(list.find((c) => c.id === 1)?.name).toBe('أزياء');
    expect(list.find((c) => c.id === 4)?.parent_category?.name).toBe('أزياء');
    expect(list.find((c) => c.id === 5)?.name).toBe('Sneakers');
  });
});
