import { localizedPath } from '@shop/contracts/language-path';
import { SITEMAP_TYPES, type SitemapEntry, type SitemapType } from '@shop/contracts/sitemap';

/** Where a sitemap's pages are: the shop's address, and the language they are listed in. */
export interface SitemapSite {
  rootUrl: string;
  language: string;
  defaultLanguage: string;
}

/** The absolute address of an unprefixed storefront path in the sitemap's language. */
export function sitemapLoc(site: SitemapSite, path: string): string {
  return `${site.rootUrl}${localizedPath(path, site.language, site.defaultLanguage)}`;
}

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

/** The URLs of one API sitemap page, in the sitemap's language. */
export function entryUrls(
  site: SitemapSite,
  type: SitemapType,
  entries: readonly SitemapEntry[],
): SitemapUrl[] {
  return entries.map((entry) => ({
    loc: sitemapLoc(site, sitemapEntryPath(type, entry.slug)),
    lastmod: entry.updatedAt,
  }));
}

/**
 * Address of one paged sitemap in a language, served by the same route as the index under that
 * language's prefix (`/es-ES/sitemap.xml?type=products&page=1`).
 */
export function sitemapPageUrl(site: SitemapSite, type: SitemapType | 'static', page: number): string {
  const base = sitemapLoc(site, '/sitemap.xml');
  return type === 'static' ? `${base}?type=static` : `${base}?type=${type}&page=${page}`;
}

/** The shoppers' own pages: crawlers keep out of them in every language. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/payment',
  '/orders/',
  '/dashboard',
  '/wishlist',
  '/chats',
  '/reviews',
  '/settings',
  '/seller/signup/success',
];

/**
 * robots.txt: everything may be crawled except the shopper's own pages (in each language's
 * prefix too) and the API.
 */
export function robotsTxt(rootUrl: string, languagePrefixes: readonly string[] = ['']): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of languagePrefixes) lines.push(`Allow: ${prefix}/orders/track`);
  lines.push('Disallow: /api/');
  for (const prefix of languagePrefixes) {
    for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${prefix}${path}`);
  }
  return [...lines, '', `Sitemap: ${rootUrl}/sitemap.xml`, ''].join('\n');
}
