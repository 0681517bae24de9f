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
      // the name in its own direction (<bdi>: an English name on an Arabic page)
      new RegExp(
        `<h1[^>]*>(?:<bdi>)?${htmlEscaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:</bdi>)?</h1>`,
      ),
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

  it('links a page to its version in every language and x-default, with a canonical URL per language', async () => {
    const config = await apiResult<PageConfig>(baseURL, '/page-config');
    const root = config.generalSettings.rootUrl;
    const listing = await apiResult<{ products: { data: ProductShort[] } }>(baseURL, '/products?limit=1');
    const slug = listing.products.data[0]!.slug;
    const html = await (await fetch(`${baseURL}/es-ES/products/${slug}`)).text();
    expect(html).toContain('<html lang="es-ES"');
    expect(html).toContain(`<link rel="canonical" href="${root}/es-ES/products/${slug}"/>`);
    const prefixOf = (code: string) => (code === config.defaultLang ? '' : `/${code}`);
    for (const { code } of config.languages) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${code}" href="${root}${prefixOf(code)}/products/${slug}"/>`,
      );
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${root}/products/${slug}"/>`);
  });

  it('gives a crawler the language of the URL, whatever its Accept-Language, and never redirects it', async () => {
    const crawler = {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    };
    for (const acceptLanguage of ['es-ES,es;q=0.9', 'ar', 'en-US']) {
      const plain = await fetch(`${baseURL}/products`, {
        headers: { ...crawler, 'accept-language': acceptLanguage },
        redirect: 'manual',
      });
      expect(plain.status).toBe(200);
      expect(await plain.text()).toContain('<html lang="en-US" dir="ltr"');
      const arabic = await fetch(`${baseURL}/ar-SA/products`, {
        headers: { ...crawler, 'accept-language': acceptLanguage },
        redirect: 'manual',
      });
      expect(arabic.status).toBe(200);
      expect(await arabic.text()).toContain('<html lang="ar-SA" dir="rtl"');
    }
  });

  it('answers 404 with the not-found view for an unknown product', async () => {
    const response = await fetch(`${baseURL}/products/no-such-product-anywhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page Not Found');
  });

  it('serves a sitemap index of per-language paged sitemaps that list each language’s product pages', async () => {
    const config = await apiResult<PageConfig>(baseURL, '/page-config');
    const root = config.generalSettings.rootUrl;
    const index = await fetch(`${baseURL}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain(`<loc>${root}/sitemap.xml?type=static</loc>`);
    expect(xml).toContain(`<loc>${root}/sitemap.xml?type=products&amp;page=1</loc>`);
    expect(xml).toContain(`<loc>${root}/es-ES/sitemap.xml?type=products&amp;page=1</loc>`);
    expect(xml).toContain(`<loc>${root}/ar-SA/sitemap.xml?type=static</loc>`);

    const listing = await apiResult<{ products: { data: ProductShort[] } }>(baseURL, '/products?limit=1');
    const slug = listing.products.data[0]!.slug;
    const products = await (await fetch(`${baseURL}/sitemap.xml?type=products&page=1`)).text();
    expect(products).toContain('<urlset');
    expect(products).toContain(`<loc>${root}/products/${slug}</loc>`);
    const spanish = await (await fetch(`${baseURL}/es-ES/sitemap.xml?type=products&page=1`)).text();
    expect(spanish).toContain(`<loc>${root}/es-ES/products/${slug}</loc>`);
    expect(spanish).not.toContain(`<loc>${root}/products/`);
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
    expect(text).toContain('Disallow: /es-ES/checkout');
    expect(text).toContain(`Sitemap: ${config.generalSettings.rootUrl}/sitemap.xml`);
  });
});
