import { SITEMAP_TYPES, type SitemapEntry, type SitemapType } from '@shop/contracts/sitemap';

/** The storefront address of an entry of each sitemap type. */
export function sitemapEntryPath(type: SitemapType, slug: string): string {
  const s = encodeURIComponent(slug);
  switch (type) {
    case 'products':
      return `/products/${s}`;
    case 'categories':
      return `/categories/${s}`;
    case 'brands':
      return `/brands/${s}`;
    case 'pages':
      return `/pages/${s}`;
    case 'campaigns':
      return `/campaigns/${s}`;
    case 'shops':
      return `/shops/${s}`;
  }
}

export function isSitemapType(value: string): value is SitemapType {
  return (SITEMAP_TYPES as readonly string[]).includes(value);
}

/** The public pages that are not rows of a table (the home page and the list pages). */
export function staticPaths(multiVendor: boolean): string[] {
  return [
    '/',
    '/products',
    '/brands',
    '/coupons',
    '/campaigns',
    '/discounts',
    ...(multiVendor ? ['/shops'] : []),
  ];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap index (https://www.sitemaps.org/protocol.html#index) of the given sitemap URLs. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const items = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${items}\n</sitemapindex>\n`;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** A sitemap of page URLs, each with its last change when known. */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const items = urls
    .map((url) => {
      const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `${HEADER}<urlset xmlns="${NS}">\n${items}\n</urlset>\n`;
}

/** The URLs of one API sitemap page. */
export function entryUrls(
  rootUrl: string,
  type: SitemapType,
  entries: readonly SitemapEntry[],
): SitemapUrl[] {
  return entries.map((entry) => ({
    loc: `${rootUrl}${sitemapEntryPath(type, entry.slug)}`,
    lastmod: entry.updatedAt,
  }));
}

/** Address of one paged sitemap, served by the same route as the index. */
export function sitemapPageUrl(rootUrl: string, type: SitemapType | 'static', page: number): string {
  return type === 'static'
    ? `${rootUrl}/sitemap.xml?type=static`
    : `${rootUrl}/sitemap.xml?type=${type}&page=${page}`;
}

/** robots.txt: everything may be crawled except the shopper's own pages and the API. */
export function robotsTxt(rootUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /orders/track',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /payment',
    'Disallow: /orders/',
    'Disallow: /dashboard',
    'Disallow: /wishlist',
    'Disallow: /chats',
    'Disallow: /reviews',
    'Disallow: /settings',
    'Disallow: /seller/signup/success',
    '',
    `Sitemap: ${rootUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
