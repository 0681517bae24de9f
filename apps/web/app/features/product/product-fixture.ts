import type { ProductDetails } from '@shop/contracts/catalog';
import type { ProductVariation } from '@shop/contracts/product';

/** Realistic product details for component tests: a tee in two colours and two sizes. */
export function variationFixture(
  id: number,
  code: string,
  stockQty: number | null,
  prices: { base: number; discounted: number; tax?: number },
  image = '',
): ProductVariation {
  const tax = prices.tax ?? 0;
  return {
    id,
    name: code,
    productId: 9,
    code,
    sku: `TEE-${id}`,
    image,
    stocks: stockQty === null ? [] : [{ id: id * 10, warehouseId: 5, stockQty }],
    basePrice: prices.base,
    discountedBasePrice: prices.discounted,
    basePriceWithTax: prices.base + tax,
    discountedBasePriceWithTax: prices.discounted + tax,
    tax,
    dealEnds: null,
  };
}

export const productFixture: ProductDetails = {
  id: 9,
  name: 'Organic Cotton Tee',
  slug: 'organic-cotton-tee',
  inWishlist: false,
  thumbnailImg: '/uploads/tee-800.webp',
  basePrice: 18,
  regularPrice: 18,
  unit: 'pc',
  stockQty: 6,
  hasVariation: true,
  badges: [{ id: 1, name: 'New', textColor: '#ffffff', bgColor: '#16a34a' }],
  tags: [{ id: 3, name: 'summer' }],
  rating: { average: 4.25, total: 8 },
  shortDescription: 'A soft tee.',
  description: '<p>Soft organic cotton.</p>',
  images: ['/uploads/tee-800.webp', '/uploads/tee-back-800.webp'],
  deliveryHours: '2-3 days',
  codAvailable: true,
  hasEmi: false,
  emiInfo: '',
  hasWarranty: true,
  warrantyInfo: '30 days',
  minPurchaseQty: 1,
  maxPurchaseQty: null,
  rootCategory: { id: 1, name: 'Fashion', slug: 'fashion', thumbnailImage: '' },
  categories: [{ id: 7, name: 'T-Shirts', slug: 't-shirts', thumbnailImage: '' }],
  shop: {
    id: 2,
    name: 'Cotton Co',
    slug: 'cotton-co',
    rating: { average: 4.5, total: 20 },
    address: 'Dhaka',
    minOrderAmount: 0,
    defaultShippingCharge: 5,
    logo: '',
    banner: '',
    tagline: '',
  },
  brand: { id: 4, name: 'Acme', slug: 'acme', thumbnailImage: '' },
  promoCode: null,
  variations: [
    variationFixture(11, '1:3/2:7/', 4, { base: 20, discounted: 18, tax: 1.8 }, '/uploads/tee-red-800.webp'),
    variationFixture(12, '1:3/2:8/', 0, { base: 22, discounted: 22 }),
    variationFixture(13, '1:4/2:7/', 2, { base: 21, discounted: 21 }),
    variationFixture(14, '1:4/2:8/', 6, { base: 24, discounted: 19.5 }),
  ],
  variationCombinations: [
    {
      id: 1,
      name: 'Color',
      values: [
        {
          id: 3,
          name: 'Red',
          image: '',
          colorCode: '#dc2626',
          variationImage: '/uploads/tee-red-800.webp',
          matchVariationCode: '1:3',
        },
        { id: 4, name: 'Blue', image: '', colorCode: '#2563eb', matchVariationCode: '1:4' },
      ],
    },
    {
      id: 2,
      name: 'Size',
      values: [
        { id: 7, name: 'M', image: '', colorCode: '', matchVariationCode: '2:7' },
        { id: 8, name: 'L', image: '', colorCode: '', matchVariationCode: '2:8' },
      ],
    },
  ],
  relatedProducts: [],
  metaTitle: '',
  metaDescription: '',
  metaImage: '',
};
