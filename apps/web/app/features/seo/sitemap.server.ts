import { languageBasename, splitLanguagePath } from '@shop/contracts/language-path';
import { SITEMAP_TYPES, type SitemapPage } from '@shop/contracts/sitemap';
import type { AppLoadContext } from 'react-router';
import { getPageConfig } from '../../lib/page-config.ts';
import { requestLanguage, serverApiClient } from '../../lib/server-api.server.ts';
import {
  entryUrls,
  isSitemapType,
  robotsTxt,
  type SitemapSite,
  sitemapIndexXml,
  sitemapLoc,
  sitemapPageUrl,
  staticPaths,
  urlSetXml,
} from './sitemap.ts';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * The shop's address and languages, and the language of the requested address (its prefix; null
 * when that language is not offered).
 */
async function shopAddress(request: Request, context: AppLoadContext) {
  const language = requestLanguage(request, context);
  const api = serverApiClient(request, context, language);
  const config = await getPageConfig(api);
  const rootUrl = ((config.ok && config.data.generalSettings.rootUrl) || new URL(request.url).origin).replace(
    /\/+$/,
    '',
  );
  const multiVendor = config.ok ? config.data.generalSettings.appMode === 'multiVendor' : false;
  const defaultLanguage = (config.ok && config.data.defaultLang) || context.defaultLanguage || language;
  const offered = config.ok ? config.data.languages.map((l) => l.code) : [defaultLanguage];
  const site = (code: string): SitemapSite => ({ rootUrl, language: code, defaultLanguage });
  return {
    api,
    rootUrl,
    multiVendor,
    prefixed: splitLanguagePath(new URL(request.url).pathname).language !== null,
    /** the requested address's language, when offered */
    here: offered.includes(language) ? site(language) : null,
    /** every offered language, the default first */
    sites: [defaultLanguage, ...offered.filter((code) => code !== defaultLanguage)].map(site),
  };
}

/**
 * `/sitemap.xml` is a sitemap index (decision 114 "The language in the address"): per offered
 * language, one sitemap of the static pages and, per type of page (products, categories, brands,
 * pages, campaigns, shops), one sitemap per page of the API's `GET /sitemap?type=&page=` (5,000
 * entries each), served under the language's prefix as `/es-ES/sitemap.xml?type=…&page=…` and
 * listing that language's addresses. There is one index, at the unprefixed address.
 */
export async function sitemapResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const type = url.searchParams.get('type');
  const { api, multiVendor, prefixed, here, sites } = await shopAddress(request, context);
  if (!here) return notFound();

  if (type === 'static') {
    return new Response(
      urlSetXml(staticPaths(multiVendor).map((path) => ({ loc: sitemapLoc(here, path) }))),
      {
        headers: XML_HEADERS,
      },
    );
  }

  if (type !== null) {
    const page = Number(url.searchParams.get('page') ?? '1');
    if (!isSitemapType(type) || !Number.isInteger(page) || page < 1) return notFound();
    const result = await api.get<SitemapPage>(`/sitemap?type=${type}&page=${page}`);
    if (!result.ok) return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    if (result.data.data.length === 0 && page > 1) return notFound();
    return new Response(urlSetXml(entryUrls(here, type, result.data.data)), { headers: XML_HEADERS });
  }

  if (prefixed) return notFound();
  const firstPages = await Promise.all(
    SITEMAP_TYPES.map(async (t) => ({
      type: t,
      result: await api.get<SitemapPage>(`/sitemap?type=${t}&page=1`),
    })),
  );
  if (firstPages.some((p) => !p.result.ok)) {
    return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  }
  const sitemaps: string[] = [];
  for (const site of sites) {
    sitemaps.push(sitemapPageUrl(site, 'static', 1));
    for (const { type: t, result } of firstPages) {
      const meta = (result as { ok: true; data: SitemapPage }).data.meta;
      if (meta.total === 0) continue;
      for (let page = 1; page <= meta.last_page; page++) sitemaps.push(sitemapPageUrl(site, t, page));
    }
  }
  return new Response(sitemapIndexXml(sitemaps), { headers: XML_HEADERS });
}

/** robots.txt, at the unprefixed address only, with the rules repeated under each language's prefix. */
export async function robotsResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const { rootUrl, prefixed, sites } = await shopAddress(request, context);
  if (prefixed) return notFound();
  const prefixes = sites.map((site) => languageBasename(site.language, site.defaultLanguage));
  return new Response(robotsTxt(rootUrl, prefixes), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
