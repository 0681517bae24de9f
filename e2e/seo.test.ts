import type { ProductDetails } from '@shop/contracts/catalog';
import { formatMoney } from '@shop/contracts/money';
import type { PageConfig } from '@shop/contracts/page-config';
import type { ProductShort } from '@shop/contracts/product';
import { describe, expect, inject, it } from 'vitest';
import { apiResult, htmlEscaped } from './support/api.ts';

/** The JSON-LD blocks of a page (React Router escapes `<` etc. inside them as \u003c). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('SEO', () => {
  const baseURL = inject('baseURL');

  it('server-renders a product page with its name, price, canonical, Open Graph and JSON-LD', async () => {
    const config = await apiResult<PageConfig>(baseURL, '/page-config');
    const listing = await apiResult<{ products: { data: ProductShort[] } }>(baseURL, '/products?limit=20');
    const card = listing.products.data.find((p) => p.rating.total > 0) ?? listing.products.data[0];
    expect(card).toBeDefined();
    const product = await apiResult<ProductDetails>(baseURL, `/products/details/${card!.slug}`);

    const response = await fetch(`${baseURL}/products/${product.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const url = `${config.generalSettings.rootUrl}/products/${product.slug}`;

    expect(html).toMatch(
      new RegExp(`<h1[^>]*>${htmlEscaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
    const firstPrice = product.variations[0]!.discountedBasePrice;
    expect(html).toContain(htmlEscaped(formatMoney(firstPrice, config.currency, 'en-US')));
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');

    const blocks = jsonLd(html);
    const ld = blocks.find((b) => b['@type'] === 'Product');
    expect(ld).toMatchObject({ '@type': 'Product', name: product.name, url });
    const offers = ld!.offers as Record<string, unknown>;
    expect(offers.priceCurrency).toBe(config.currency.code.toUpperCase());
    expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    if (product.rating.total > 0) {
      expect(ld!.aggregateRating).toMatchObject({ reviewCount: product.rating.total });
    }
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect((crumbs!.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 with the not-found view for an unknown product', async () => {
    const response = await fetch(`${baseURL}/products/no-such-product-anywhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page Not Found');
  });

  it('serves a sitemap index of paged sitemaps that list the product pages', async () => {
    const config = await apiResult<PageConfig>(baseURL, '/page-config');
    const root = config.generalSettings.rootUrl;
    const index = await fetch(`${baseURL}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain(`<loc>${root}/sitemap.xml?type=static</loc>`);
    expect(xml).toContain(`<loc>${root}/sitemap.xml?type=products&amp;page=1</loc>`);

    const products = await (await fetch(`${baseURL}/sitemap.xml?type=products&page=1`)).text();
    expect(products).toContain('<urlset');
    const listing = await apiResult<{ products: { data: ProductShort[] } }>(baseURL, '/products?limit=1');
    expect(products).toContain(`<loc>${root}/products/${listing.products.data[0]!.slug}</loc>`);
    expect((await fetch(`${baseURL}/sitemap.xml?type=nonsense`)).status).toBe(404);
  });

  it('serves robots.txt that allows the shop, keeps shoppers’ pages out and names the sitemap', async () => {
    const config = await apiResult<PageConfig>(baseURL, '/page-config');
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain(`Sitemap: ${config.generalSettings.rootUrl}/sitemap.xml`);
  });
});
