import { localizedPath, splitLanguagePath } from '@shop/contracts/language-path';
import type { MetaDescriptor } from 'react-router';

/** What a page's `meta` needs from the root loader's page configuration. */
export interface SiteInfo {
  appName: string;
  /** Public address of the shop without a trailing slash, e.g. `https://shop.example`. */
  rootUrl: string;
  logo: string;
  language: string;
  /** the offered languages' codes, each a version of every page (`hreflang`) */
  languages: string[];
  /** the shop's default language: its pages have no language prefix (and are `x-default`) */
  defaultLanguage: string;
  /** ISO 4217 code of the shop's currency. */
  currency: string;
}

interface RootData {
  language?: unknown;
  config?: {
    generalSettings?: { appName?: unknown; rootUrl?: unknown; logo?: unknown };
    currency?: { code?: unknown };
    languages?: unknown;
    defaultLang?: unknown;
  };
}

/** Reads the site's name and public address from the root route's loader data in `meta` matches. */
export function siteInfo(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteInfo {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const settings = root?.config?.generalSettings;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const languages = Array.isArray(root?.config?.languages)
    ? root.config.languages.map((l: { code?: unknown }) => text(l?.code)).filter(Boolean)
    : [];
  const language = text(root?.language) || 'en-US';
  return {
    appName: text(settings?.appName),
    rootUrl: text(settings?.rootUrl).replace(/\/+$/, ''),
    logo: text(settings?.logo),
    language,
    languages,
    defaultLanguage: text(root?.config?.defaultLang) || language,
    currency: text(root?.config?.currency?.code).toUpperCase() || 'USD',
  };
}

/** An absolute URL on the shop's public address (paths already absolute are kept). */
export function absoluteUrl(site: SiteInfo, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  return `${site.rootUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The absolute address of a storefront page in a language (the page's own by default): `path` is
 * written without a language prefix (one there is dropped), as the app's links are.
 */
export function pageUrl(site: SiteInfo, path: string, language = site.language): string {
  return absoluteUrl(site, localizedPath(splitLanguagePath(path).rest, language, site.defaultLanguage));
}

/**
 * `hreflang` alternates of a page: one per offered language and `x-default` (the unprefixed
 * address, in the default language), as search engines read them (decision 114).
 */
export function languageAlternates(site: SiteInfo, path: string): MetaDescriptor[] {
  if (site.languages.length < 2) return [];
  return [
    ...site.languages.map((code) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: code,
      href: pageUrl(site, path, code),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: pageUrl(site, path, site.defaultLanguage),
    },
  ];
}

/** Descriptions are shown as one line of about 160 characters by search engines. */
export function plainDescription(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface PageMetaInput {
  site: SiteInfo;
  title: string;
  description: string;
  /**
   * Path of the canonical address (with only the query parameters that change the content),
   * without a language prefix: the page's language's is added.
   */
  path: string;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** Pages that should not be indexed (e.g. not found). */
  noindex?: boolean;
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags for a public page. React
 * Router renders only the deepest route's `meta`, so every page returns the full set.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site } = input;
  const title =
    site.appName && input.title !== site.appName ? `${input.title} | ${site.appName}` : input.title;
  const description = plainDescription(input.description || input.title);
  const url = pageUrl(site, input.path);
  const image = input.image || site.logo;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: site.language.replace('-', '_') },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
  ];
  if (site.appName) tags.push({ property: 'og:site_name', content: site.appName });
  if (image) {
    tags.push({ property: 'og:image', content: absoluteUrl(site, image) });
    tags.push({ name: 'twitter:image', content: absoluteUrl(site, image) });
  }
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  else tags.push(...languageAlternates(site, input.path));
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

/** The canonical path of a paginated list: page 1 has no `page` parameter. */
export function pagedPath(pathname: string, search: string, keep: readonly string[] = ['page']): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keep) {
    const value = params.get(key);
    if (value && !(key === 'page' && value === '1')) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
