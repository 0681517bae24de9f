import type { SellerShopSection } from '@shop/contracts/seller/shop';
import { shopSectionsBody } from '@shop/contracts/seller/shop';
import { describe, expect, it } from 'vitest';
import { moved, newSection, toBody, toDrafts } from './section-drafts.ts';

const stored: SellerShopSection[] = [
  {
    id: 7,
    type: 'products',
    title: 'Top picks',
    titles: [{ langCode: 'es-ES', title: 'Lo mejor' }],
    products: [200, 100],
    items: [
      { id: 200, name: 'Mug', thumbnail: null, price: 9.99, isPublished: true },
      { id: 100, name: 'T-shirt', thumbnail: '/uploads/t-800.webp', price: 20, isPublished: false },
    ],
  },
  {
    id: 8,
    type: 'full-width-banner',
    title: '',
    titles: [],
    link: '/shops/x',
    banners: ['/uploads/shops/1/a-800.webp'],
  },
];

describe('section drafts', () => {
  it('turn stored sections into form values with a title field per other language', () => {
    const { form, products } = toDrafts(stored, ['es-ES', 'ar-SA']);
    expect(form.sections[0]).toEqual({
      id: 7,
      type: 'products',
      title: 'Top picks',
      titles: [
        { langCode: 'es-ES', title: 'Lo mejor' },
        { langCode: 'ar-SA', title: '' },
      ],
      products: [200, 100],
    });
    expect([...products.keys()]).toEqual([200, 100]);
  });

  it('give a body the shared schema accepts, without the empty titles', () => {
    const { form } = toDrafts(stored, ['es-ES', 'ar-SA']);
    form.sections.push(newSection('boxed-width-banner', ['es-ES', 'ar-SA']));
    const body = toBody(form);
    expect(body.sections[0]?.titles).toEqual([{ langCode: 'es-ES', title: 'Lo mejor' }]);
    expect(body.sections[2]).toMatchObject({ type: 'boxed-width-banner', titles: [], box1Banners: [] });
    expect(shopSectionsBody.safeParse(body).success).toBe(true);
  });

  it('move a section up or down and ignore a move out of range', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('the shared schema refuses what the editor must not send', () => {
    const bad = toBody({
      sections: [{ ...newSection('full-width-banner', []), link: 'javascript:alert(1)' } as never],
    });
    const result = shopSectionsBody.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sections', 0, 'link']);
  });
});
