import type { SellerCatalogOptions } from '@shop/contracts/seller/products';

/** What GET /seller/catalog/options answers, for the products area's tests. */
export const optionsFixture: SellerCatalogOptions = {
  categories: [
    {
      id: 1,
      name: 'Fashion',
      slug: 'fashion',
      thumbnailImage: '',
      parent_category: null,
      children_categories: [
        {
          id: 2,
          name: 'T-shirts',
          slug: 't-shirts',
          thumbnailImage: '',
          parent_category: { id: 1, name: 'Fashion', slug: 'fashion', thumbnailImage: '' },
          children_categories: [],
        },
      ],
    },
  ],
  brands: [{ id: 1, name: 'Acme', slug: 'acme' }],
  units: [{ id: 1, name: 'pc' }],
  taxes: [{ id: 1, name: 'VAT' }],
  attributes: [
    {
      id: 1,
      name: 'Color',
      values: [
        { id: 3, name: 'Red', colorCode: '#ff0000' },
        { id: 4, name: 'Blue', colorCode: '#0000ff' },
      ],
    },
    {
      id: 2,
      name: 'Size',
      values: [
        { id: 7, name: 'M', colorCode: null },
        { id: 8, name: 'L', colorCode: null },
      ],
    },
  ],
  warehouses: [
    { id: 10, name: 'Main', isDefault: true },
    { id: 11, name: 'Back', isDefault: false },
  ],
};
