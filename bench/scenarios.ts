/**
 * The load scenarios. Their data (categories, brands, product slugs, variations in stock, words
 * to misspell) is picked by asking the running API, and every distinct request is sent once and
 * checked (2xx, `success: true`, the expected content) before it is put under load.
 */
import { localizedPath } from '@shop/contracts/language-path';
import type { Scenario, ScenarioRequest } from './load.ts';
import { PAGE_KINDS, type PageKind, pageScenarioName, type ScenarioName } from './results.ts';

/** A load scenario under one of the names the budgets and `--only` know. */
type NamedScenario = Scenario & { name: ScenarioName };

export const API = '/api/v1';
export const CEILING_PATH = '/health/live';

/** The /homepage/* calls the home page makes (apps/web/app/features/home, plus layout's footer and categories). */
export const HOME_PATHS = [
  '/homepage/sliders',
  '/homepage/videos',
  '/homepage/featured-categories',
  '/homepage/featured-products',
  '/homepage/flash-sale-products',
  '/homepage/product-section-one',
  '/homepage/full-width-banner',
  '/homepage/product-section-two',
  '/homepage/four-banners-row',
  '/homepage/featured-shops',
  '/homepage/two-banners-row',
  '/homepage/new-arrivals',
  '/homepage/featured-brands',
  '/homepage/trendy-products',
  '/homepage/three-banners-row',
  '/homepage/category-products',
  '/homepage/about-us',
  '/homepage/main-categories',
  '/homepage/footer',
  '/homepage/categories',
];

const PAGE_SIZE = 16;
/** A check may meet a cold server on a busy machine: it is slow, not wrong. */
const CHECK_TIMEOUT_MS = 120_000;
const SORTS = ['lowToHigh', 'highToLow', 'newest'] as const;

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field below
type Json = any;

export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

/**
 * Sends one check request (given up after `CHECK_TIMEOUT_MS`) and reads its whole answer; a
 * network failure or the timeout is a ScenarioError naming the request.
 */
async function fetchChecked(
  baseUrl: string,
  request: Omit<ScenarioRequest, 'setup'>,
): Promise<{ response: Response; text: string }> {
  try {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    return { response, text: await response.text() };
  } catch (error) {
    throw new ScenarioError(
      `${request.method} ${request.path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A check of an API call: 2xx, JSON, `success: true`; its body. */
async function call(baseUrl: string, request: Omit<ScenarioRequest, 'setup'>): Promise<Json> {
  const { response, text } = await fetchChecked(baseUrl, request);
  if (response.status < 200 || response.status >= 300) {
    throw new ScenarioError(
      `${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ScenarioError(`${request.method} ${request.path} did not answer JSON: ${text.slice(0, 200)}`);
  }
  if (body?.success !== true) {
    throw new ScenarioError(
      `${request.method} ${request.path} answered success=false: ${text.slice(0, 300)}`,
    );
  }
  return body;
}

function expect(condition: unknown, what: string): void {
  if (!condition) throw new ScenarioError(what);
}

const get = (path: string): ScenarioRequest => ({ method: 'GET', path: API + path });
const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

interface Listing {
  total: number;
  products: { slug: string; name: string }[];
  brands: { slug: string }[];
}

async function listing(baseUrl: string, params: Record<string, string | number>): Promise<Listing> {
  const body = await call(baseUrl, get(`/products${query(params)}`));
  const r = body.result;
  expect(Array.isArray(r?.products?.data), `/products${query(params)}: no result.products.data`);
  return {
    total: Number(r.products.meta?.total ?? 0),
    products: r.products.data,
    brands: Array.isArray(r.brands) ? r.brands : [],
  };
}

/** A misspelling of a word: one letter left out from its middle ("headphones" → "hedphones"). */
export function misspell(word: string): string {
  const i = Math.floor(word.length / 2) - 1;
  return word.slice(0, i) + word.slice(i + 1);
}

/** A guest id of 16 digits the shop has not seen (clients may make their own, API spec "Guest identity"). */
export function guestIds(): () => number {
  // 2·10^15 plus a random multiple of 10^6: runs do not reuse each other's guests
  let next = 2_000_000_000_000_000 + Math.floor(Math.random() * 1_000_000_000) * 1_000_000;
  return () => next++;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * What a browser sends for a document: a browser's user agent (a crawler's is rendered
 * differently, complete before the first byte), HTML first, and the encodings it takes.
 */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
} as const;

/**
 * Fetches a server-rendered page once as the load will and checks it: 200, an HTML document in
 * the expected language (`<html lang>`).
 */
async function checkPage(baseUrl: string, request: ScenarioRequest, lang: string): Promise<void> {
  const { response, text } = await fetchChecked(baseUrl, request);
  expect(response.status === 200, `GET ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
  expect(
    /^text\/html/.test(response.headers.get('content-type') ?? '') && /^<!DOCTYPE html>/i.test(text),
    `GET ${request.path} did not answer an HTML document`,
  );
  expect(text.includes(`<html lang="${lang}"`), `GET ${request.path} is not rendered in ${lang}`);
}

/**
 * A zone a shopper can choose: the first area with a zone of the first state and city (the
 * storefront's location picker, default country 18).
 */
async function firstZone(baseUrl: string): Promise<number> {
  const states = (await call(baseUrl, get('/get-states/18'))).result;
  for (const state of Array.isArray(states) ? states.slice(0, 5) : []) {
    const cities = (await call(baseUrl, get(`/get-cities/${state.id}`))).result;
    for (const city of Array.isArray(cities) ? cities.slice(0, 5) : []) {
      const areas = (await call(baseUrl, get(`/get-areas/${city.id}`))).result;
      const area = (Array.isArray(areas) ? areas : []).find((a: Json) => Number(a?.zone_id) > 0);
      if (area) return Number(area.zone_id);
    }
  }
  throw new ScenarioError('no area with a delivery zone found under /get-states/18');
}

/**
 * The page scenarios: home, the biggest categories' listings and product pages rendered by the
 * storefront, as a guest with no cookies, and as a guest who chose a language other than the
 * shop's default and a delivery zone: that language's address (`/es-ES/…`, decision 114 "The
 * language in the address") and the `zoneId` cookie the storefront sets.
 */
async function pageScenarios(
  baseUrl: string,
  paths: Record<PageKind, string[]>,
  log: (line: string) => void,
): Promise<NamedScenario[]> {
  const config = (await call(baseUrl, get('/page-config'))).result;
  const defaultLang = String(config?.defaultLang ?? 'en-US');
  const languages: string[] = (Array.isArray(config?.languages) ? config.languages : []).map((l: Json) =>
    String(l.code),
  );
  const chosenLang = languages.find((code) => code !== defaultLang) ?? defaultLang;
  const zoneId = await firstZone(baseUrl);
  log(`  pages: chosen language ${chosenLang}, zone ${zoneId}`);
  const scenarios: NamedScenario[] = [];
  for (const chosen of [false, true]) {
    const headers: Record<string, string> = chosen
      ? { ...PAGE_HEADERS, cookie: `zoneId=${zoneId}` }
      : { ...PAGE_HEADERS };
    for (const kind of PAGE_KINDS) {
      const requests: ScenarioRequest[] = paths[kind].map((path) => ({
        method: 'GET',
        path: localizedPath(path, chosen ? chosenLang : defaultLang, defaultLang),
        headers,
      }));
      for (const r of requests) await checkPage(baseUrl, r, chosen ? chosenLang : defaultLang);
      scenarios.push({
        name: pageScenarioName(kind, chosen),
        method: 'GET',
        requests,
        distinct: requests.length,
      });
    }
  }
  return scenarios;
}

/** Builds and checks every scenario against the running server. */
export async function buildScenarios(
  baseUrl: string,
  log: (line: string) => void,
): Promise<{ scenarios: NamedScenario[]; ceiling: Scenario; pages: { name: string; url: string }[] }> {
  const ceiling: Scenario = {
    name: 'ceiling',
    method: 'GET',
    requests: [{ method: 'GET', path: CEILING_PATH }],
    distinct: 1,
  };
  const live = await fetch(baseUrl + CEILING_PATH);
  expect(live.ok && (await live.json())?.status === 'ok', `${CEILING_PATH} did not answer {"status":"ok"}`);

  // home blocks
  const home = HOME_PATHS.map(get);
  for (const r of home) await call(baseUrl, r);

  // categories, the biggest first
  const tree = (await call(baseUrl, get('/homepage/categories'))).result;
  const flat = new Set<string>();
  const walk = (list: Json) => {
    for (const c of Array.isArray(list) ? list : []) {
      if (typeof c?.slug === 'string') flat.add(c.slug);
      walk(c?.children_categories);
    }
  };
  walk(Array.isArray(tree) ? tree : tree?.categories);
  expect(flat.size > 0, '/homepage/categories: no categories');
  const sized: { slug: string; listing: Listing }[] = [];
  for (const slug of [...flat].slice(0, 40))
    sized.push({ slug, listing: await listing(baseUrl, { categorySlug: slug, limit: PAGE_SIZE }) });
  sized.sort((a, b) => b.listing.total - a.listing.total);
  const big = sized.filter((c) => c.listing.total > 0).slice(0, 6);
  expect(big.length > 0, 'no category has products');
  log(`  categories: ${big.map((c) => `${c.slug} (${c.listing.total})`).join(', ')}`);

  // listing with filters and sort: category + a brand in it + a sort (and a price range on some)
  const listingRequests: ScenarioRequest[] = [];
  for (const c of big.slice(0, 4)) {
    for (const brand of c.listing.brands.slice(0, 2)) {
      for (const sortBy of SORTS) {
        listingRequests.push(
          get(
            `/products${query({ categorySlug: c.slug, brandSlug: brand.slug, sortBy, page: 1, limit: PAGE_SIZE })}`,
          ),
        );
      }
    }
    listingRequests.push(
      get(
        `/products${query({ categorySlug: c.slug, sortBy: 'newest', minPrice: 10, maxPrice: 500, page: 2, limit: PAGE_SIZE })}`,
      ),
    );
  }
  let nonEmpty = 0;
  for (const r of listingRequests) {
    const body = await call(baseUrl, r);
    expect(Array.isArray(body.result?.products?.data), `${r.path}: no result.products.data`);
    if (body.result.products.data.length > 0) nonEmpty++;
  }
  expect(nonEmpty >= listingRequests.length / 2, 'most filtered listings are empty: pick other filters');

  // listing page 50 of the categories big enough, and of the whole catalogue
  const deep = [
    get(`/products${query({ page: 50, limit: PAGE_SIZE })}`),
    ...sized
      .filter((c) => c.listing.total >= 50 * PAGE_SIZE)
      .slice(0, 7)
      .map((c) => get(`/products${query({ categorySlug: c.slug, page: 50, limit: PAGE_SIZE })}`)),
  ];
  for (const r of deep) {
    const body = await call(baseUrl, r);
    expect(body.result?.products?.data?.length > 0, `${r.path}: page 50 is empty`);
  }

  // products: slugs seen in the category listings
  const slugs = [...new Set(sized.flatMap((c) => c.listing.products.map((p) => p.slug)))].slice(0, 24);
  expect(slugs.length >= 5, 'fewer than 5 product slugs found');
  const product = slugs.map((s) => get(`/products/details/${encodeURIComponent(s)}`));
  const stocked: { productVariationId: number; warehouseId: number }[] = [];
  for (const [i, r] of product.entries()) {
    const body = await call(baseUrl, r);
    expect(body.result?.slug === slugs[i], `${r.path}: result.slug is not ${slugs[i]}`);
    for (const v of body.result.variations ?? []) {
      const stock = (v.stocks ?? []).find((s: Json) => Number(s.stockQty) > 0);
      if (stock) stocked.push({ productVariationId: Number(v.id), warehouseId: Number(stock.warehouseId) });
    }
  }
  const variations = stocked.slice(0, 24);
  expect(variations.length >= 3, 'fewer than 3 variations in stock found');

  // search suggestions with a typo of real product words
  const words = [
    ...new Set(
      sized
        .flatMap((c) => c.listing.products.flatMap((p) => p.name.toLowerCase().split(/[^a-z]+/)))
        .filter((w) => w.length >= 6),
    ),
  ];
  const search: ScenarioRequest[] = [];
  for (const word of words) {
    if (search.length >= 12) break;
    const r = get(`/search${query({ searchKey: misspell(word) })}`);
    const body = await call(baseUrl, r);
    if (Array.isArray(body.result?.products) && body.result.products.length > 0) search.push(r);
  }
  expect(search.length >= 3, `fewer than 3 misspelt words found products (tried ${words.length} words)`);
  log(
    `  search typos: ${search.map((r) => new URL(r.path, baseUrl).searchParams.get('searchKey')).join(', ')}`,
  );

  // add to cart: a fresh guest per request, rotating through the variations in stock
  const nextGuest = guestIds();
  let turn = 0;
  const addBody = () => {
    const line = variations[turn++ % variations.length] as (typeof variations)[number];
    return JSON.stringify({ ...line, qty: 1, guestUserId: nextGuest() });
  };
  const addToCart: ScenarioRequest = {
    method: 'POST',
    path: `${API}/carts/create`,
    headers: JSON_HEADERS,
    body: addBody(),
    setup: (request) => ({ ...request, body: addBody() }),
  };
  for (let i = 0; i < Math.min(3, variations.length); i++) {
    const body = await call(baseUrl, { ...addToCart, body: addBody() });
    expect(
      body.result?.carts?.length === 1,
      `${addToCart.path}: a fresh guest's cart does not hold one line`,
    );
  }

  // cart read: guests holding three lines each
  const cart: ScenarioRequest[] = [];
  for (let g = 0; g < 12; g++) {
    const guestUserId = nextGuest();
    for (let k = 0; k < 3; k++) {
      const line = variations[(g * 3 + k) % variations.length] as (typeof variations)[number];
      await call(baseUrl, { ...addToCart, body: JSON.stringify({ ...line, qty: 1, guestUserId }) });
    }
    const r = get(`/carts${query({ guestUserId })}`);
    const body = await call(baseUrl, r);
    expect(body.result?.carts?.length >= 1, `${r.path}: the guest's cart is empty`);
    cart.push(r);
  }

  const scenarios: NamedScenario[] = [
    { name: 'home', method: 'GET', requests: home, distinct: home.length },
    { name: 'listing', method: 'GET', requests: listingRequests, distinct: listingRequests.length },
    { name: 'listing-page-50', method: 'GET', requests: deep, distinct: deep.length },
    { name: 'search', method: 'GET', requests: search, distinct: search.length },
    { name: 'product', method: 'GET', requests: product, distinct: product.length },
    { name: 'add-to-cart', method: 'POST', requests: [addToCart], distinct: variations.length },
    { name: 'cart', method: 'GET', requests: cart, distinct: cart.length },
    ...(await pageScenarios(
      baseUrl,
      {
        home: ['/'],
        category: big.slice(0, 4).map((c) => `/categories/${encodeURIComponent(c.slug)}`),
        product: slugs.slice(0, 12).map((s) => `/products/${encodeURIComponent(s)}`),
      },
      log,
    )),
  ];
  const pages = [
    { name: 'home', url: `${baseUrl}/` },
    {
      name: 'category',
      url: `${baseUrl}/categories/${encodeURIComponent((big[0] as (typeof big)[number]).slug)}`,
    },
    { name: 'product', url: `${baseUrl}/products/${encodeURIComponent(slugs[0] as string)}` },
  ];
  return { scenarios, ceiling, pages };
}
