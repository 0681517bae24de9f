import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd } from './json-ld.ts';
import { pagedPath, pageMeta, plainDescription, type SiteInfo, siteInfo } from './meta.ts';
import { entryUrls, robotsTxt, sitemapIndexXml, sitemapPageUrl, urlSetXml } from './sitemap.ts';

const site: SiteInfo = {
  appName: 'Demo Market',
  rootUrl: 'https://shop.example',
  logo: '/uploads/logo.svg',
  language: 'es-ES',
  languages: ['en-US', 'es-ES', 'ar-SA'],
  defaultLanguage: 'en-US',
  currency: 'USD',
};

describe('page meta', () => {
  it('reads the site from the root match', () => {
    const matches = [
      {
        id: 'root',
        data: {
          language: 'ar-SA',
          config: {
            generalSettings: { appName: 'Shop', rootUrl: 'https://x.test/', logo: '' },
            currency: { code: 'eur' },
            languages: [{ code: 'es-ES' }, { code: 'ar-SA' }],
            defaultLang: 'es-ES',
          },
        },
      },
      { id: 'routes/brands', data: {} },
    ];
    expect(siteInfo(matches)).toEqual({
      appName: 'Shop',
      rootUrl: 'https://x.test',
      logo: '',
      language: 'ar-SA',
      languages: ['es-ES', 'ar-SA'],
      defaultLanguage: 'es-ES',
      currency: 'EUR',
    });
  });

  it('gives title, description, canonical and Open Graph tags with absolute URLs in the page language', () => {
    const tags = pageMeta({
      site,
      title: 'Brands',
      description: '<p>All the <b>brands</b> &amp; more</p>',
      path: '/brands?page=2',
      image: '/uploads/b-800.webp',
    });
    expect(tags).toContainEqual({ title: 'Brands | Demo Market' });
    expect(tags).toContainEqual({ name: 'description', content: 'All the brands & more' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/es-ES/brands?page=2',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example/es-ES/brands?page=2' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shop.example/uploads/b-800.webp' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'es_ES' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('links every language version of a page and x-default, whether or not the path is prefixed', () => {
    for (const path of ['/products/tee', '/es-ES/products/tee']) {
      const alternates = pageMeta({ site, title: 'Tee', description: '', path }).filter(
        (tag) => 'rel' in tag && tag.rel === 'alternate',
      );
      expect(alternates).toEqual([
        { tagName: 'link', rel: 'alternate', hrefLang: 'en-US', href: 'https://shop.example/products/tee' },
        {
          tagName: 'link',
          rel: 'alternate',
          hrefLang: 'es-ES',
          href: 'https://shop.example/es-ES/products/tee',
        },
        {
          tagName: 'link',
          rel: 'alternate',
          hrefLang: 'ar-SA',
          href: 'https://shop.example/ar-SA/products/tee',
        },
        {
          tagName: 'link',
          rel: 'alternate',
          hrefLang: 'x-default',
          href: 'https://shop.example/products/tee',
        },
      ]);
      expect(pageMeta({ site, title: 'Tee', description: '', path })).toContainEqual({
        tagName: 'link',
        rel: 'canonical',
        href: 'https://shop.example/es-ES/products/tee',
      });
    }
    const home = pageMeta({ site, title: 'Home', description: '', path: '/' });
    expect(home).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/es-ES' });
    const missing = pageMeta({ site, title: 'Gone', description: '', path: '/x', noindex: true });
    expect(missing.some((tag) => 'rel' in tag && tag.rel === 'alternate')).toBe(false);
  });

  it('keeps only the page in a canonical list address, and drops page 1', () => {
    expect(pagedPath('/coupons', '?page=3&utm_source=x')).toBe('/coupons?page=3');
    expect(pagedPath('/coupons', '?page=1')).toBe('/coupons');
  });

  it('cuts long descriptions at a word', () => {
    const text = `${'word '.repeat(50)}end`;
    const cut = plainDescription(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toContain('wor…');
  });
});

describe('JSON-LD', () => {
  it('describes a product with one offer, availability and rating', () => {
    const ld = productJsonLd({
      url: 'https://shop.example/products/tee',
      name: 'Tee',
      description: 'Soft tee',
      images: ['https://shop.example/a.webp'],
      sku: 'T-1',
      brand: 'Acme',
      currency: 'usd',
      prices: [12.5, 12.5],
      inStock: true,
      priceValidUntil: 1_767_225_600,
      rating: { average: 4.456, total: 9 },
      seller: 'Acme Store',
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Tee',
      sku: 'T-1',
      brand: { '@type': 'Brand', name: 'Acme' },
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-01-01',
        seller: { '@type': 'Organization', name: 'Acme Store' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.46', reviewCount: 9 },
    });
  });

  it('uses an aggregate offer for several prices and leaves out a rating without reviews', () => {
    const ld = productJsonLd({
      url: 'u',
      name: 'n',
      description: 'd',
      images: [],
      currency: 'USD',
      prices: [20, 10, 15],
      inStock: false,
      rating: { average: 0, total: 0 },
    });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '10.00',
      highPrice: '20.00',
      offerCount: 3,
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('numbers breadcrumb items from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://s/' }, { name: 'Tee' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
        { '@type': 'ListItem', position: 2, name: 'Tee' },
      ],
    });
  });
});

describe('sitemap and robots', () => {
  const en = { rootUrl: 'https://s', language: 'en-US', defaultLanguage: 'en-US' };
  const ar = { ...en, language: 'ar-SA' };

  it('writes a sitemap index of paged sitemaps per language with escaped addresses', () => {
    const xml = sitemapIndexXml([
      sitemapPageUrl(en, 'static', 1),
      sitemapPageUrl(en, 'products', 2),
      sitemapPageUrl(ar, 'products', 2),
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://s/sitemap.xml?type=static</loc>');
    expect(xml).toContain('<loc>https://s/sitemap.xml?type=products&amp;page=2</loc>');
    expect(xml).toContain('<loc>https://s/ar-SA/sitemap.xml?type=products&amp;page=2</loc>');
  });

  it('turns API entries into storefront URLs in the sitemap language with their last change', () => {
    const xml = urlSetXml(
      entryUrls(en, 'products', [{ slug: 'tee & co', updatedAt: '2026-01-02T03:04:05.000Z' }]),
    );
    expect(xml).toContain(
      '<url><loc>https://s/products/tee%20%26%20co</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    );
    expect(entryUrls(en, 'campaigns', [{ slug: 'x', updatedAt: '' }])[0]?.loc).toBe('https://s/campaigns/x');
    expect(entryUrls(ar, 'campaigns', [{ slug: 'x', updatedAt: '' }])[0]?.loc).toBe(
      'https://s/ar-SA/campaigns/x',
    );
  });

  it('allows everything but the shopper’s own pages in every language and names the sitemap', () => {
    const txt = robotsTxt('https://s', ['', '/es-ES']);
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of [
      '/cart',
      '/checkout',
      '/dashboard',
      '/orders/',
      '/wishlist',
      '/api/',
      '/es-ES/cart',
    ]) {
      expect(txt).toContain(`Disallow: ${path}\n`);
    }
    expect(txt).toContain('Allow: /orders/track');
    expect(txt).toContain('Allow: /es-ES/orders/track');
    expect(txt).toContain('Sitemap: https://s/sitemap.xml');
  });
});
