import { describe, expect, it } from 'vitest';
import { isMarketplaceLink, linksForMode } from './marketplace-links.ts';

describe('marketplace links', () => {
  it('recognises shops and seller pages, relative or absolute', () => {
    expect(isMarketplaceLink('/shops')).toBe(true);
    expect(isMarketplaceLink('/shops/admin-shop')).toBe(true);
    expect(isMarketplaceLink('/seller/signup')).toBe(true);
    expect(isMarketplaceLink('https://shop.example.com/shops?page=2')).toBe(true);
    expect(isMarketplaceLink('/shopsmart-deals')).toBe(false);
    expect(isMarketplaceLink('/categories/sneakers')).toBe(false);
    expect(isMarketplaceLink('/pages/about-us')).toBe(false);
  });

  it('keeps every link in multiVendor mode and drops marketplace ones in singleVendor mode', () => {
    const links = [
      { title: 'About Us', url: '/pages/about-us' },
      { title: 'Become a Seller', url: '/seller/signup' },
    ];
    expect(linksForMode(links, 'multiVendor')).toEqual(links);
    expect(linksForMode(links, 'singleVendor')).toEqual([{ title: 'About Us', url: '/pages/about-us' }]);
  });
});
