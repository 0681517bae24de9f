import { SITEMAP_TYPES, type SitemapPage } from '@shop/contracts/sitemap';
import type { AppLoadContext } from 'react-router';
import { getPageConfig } from '../../lib/page-config.ts';
import { serverApiClient } from '../../lib/server-api.server.ts';
import {
  entryUrls,
  isSitemapType,
  robotsTxt,
  sitemapIndexXml,
  sitemapPageUrl,
  staticPaths,
  urlSetXml,
} from './sitemap.ts';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

async function shopAddress(request: Request, context: AppLoadContext) {
  const api = serverApiClient(request, context);
  const config = await getPageConfig(api);
  const rootUrl = (config.ok && config.data.generalSettings.rootUrl) || new URL(request.url).origin;
  const multiVendor = config.ok ? config.data.generalSettings.appMode === 'multiVendor' : false;
  return { api, rootUrl: rootUrl.replace(/\/+$/, ''), multiVendor };
}

/**
 * `/sitemap.xml` is a sitemap index: one sitemap of the static pages and, per type of page
 * (products, categories, brands, pages, campaigns, shops), one sitemap per page of the API's
 * `GET /sitemap?type=&page=` (5,000 entries each), served as `/sitemap.xml?type=…&page=…`.
 */
export async function sitemapResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const type = url.searchParams.get('type');
  const { api, rootUrl, multiVendor } = await shopAddress(request, context);

  if (type === 'static') {
    return new Response(urlSetXml(staticPaths(multiVendor).map((path) => ({ loc: `${rootUrl}${path}` }))), {
      headers: XML_HEADERS,
    });
  }

  if (type !== null) {
    const page = Number(url.searchParams.get('page') ?? '1');
    if (!isSitemapType(type) || !Number.isInteger(page) || page < 1) {
      return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }
    const result = await api.get<SitemapPage>(`/sitemap?type=${type}&page=${page}`);
    if (!result.ok) return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    if (result.data.data.length === 0 && page > 1) {
      return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }
    return new Response(urlSetXml(entryUrls(rootUrl, type, result.data.data)), { headers: XML_HEADERS });
  }

  const firstPages = await Promise.all(
    SITEMAP_TYPES.map(async (t) => ({
      type: t,
      result: await api.get<SitemapPage>(`/sitemap?type=${t}&page=1`),
    })),
  );
  if (firstPages.some((p) => !p.result.ok)) {
    return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  }
  const sitemaps = [sitemapPageUrl(rootUrl, 'static', 1)];
  for (const { type: t, result } of firstPages) {
    const meta = (result as { ok: true; data: SitemapPage }).data.meta;
    if (meta.total === 0) continue;
    for (let page = 1; page <= meta.last_page; page++) sitemaps.push(sitemapPageUrl(rootUrl, t, page));
  }
  return new Response(sitemapIndexXml(sitemaps), { headers: XML_HEADERS });
}

export async function robotsResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const { rootUrl } = await shopAddress(request, context);
  return new Response(robotsTxt(rootUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
