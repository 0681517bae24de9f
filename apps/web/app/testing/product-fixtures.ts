import type { ProductShort } from '@shop/contracts/product';

/** A realistic product card for component tests. */
export function productFixture(overrides: Partial<ProductShort> = {}): ProductShort {
  return {
    id: 11,
    name: 'Wireless Headphones',
    slug: 'wireless-headphones',
    inWishlist: false,
    thumbnailImg: '/uploads/products/headphones-400.webp',
    basePrice: 49.5,
    regularPrice: 49.5,
    unit: 'pc',
    stockQty: 12,
    hasVariation: false,
    badges: [{ id: 1, name: 'New', textColor: '#ffffff', bgColor: '#16a34a' }],
    tags: [{ id: 3, name: 'audio' }],
    rating: { average: 4.4, total: 18 },
    ...overrides,
  };
}
