/**
 * schema.org structured data for search engines (https://schema.org/Product,
 * https://schema.org/BreadcrumbList). Built from plain values so any page can use it.
 */

export interface ProductLdInput {
  url: string;
  name: string;
  description: string;
  images: readonly string[];
  sku?: string;
  brand?: string | null;
  category?: string | null;
  currency: string;
  /** Prices a shopper pays now (discounted, before tax), one per variation. */
  prices: readonly number[];
  inStock: boolean;
  /** Unix seconds when the current deal ends, if any. */
  priceValidUntil?: number | null;
  rating?: { average: number; total: number } | null;
  seller?: string | null;
}

function isoDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

export function productJsonLd(input: ProductLdInput): Record<string, unknown> {
  const availability = input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const currency = input.currency.toUpperCase();
  const prices = [...input.prices].filter((p) => Number.isFinite(p));
  const low = prices.length ? Math.min(...prices) : 0;
  const high = prices.length ? Math.max(...prices) : 0;
  const seller = input.seller ? { seller: { '@type': 'Organization', name: input.seller } } : {};
  const validUntil = input.priceValidUntil ? { priceValidUntil: isoDate(input.priceValidUntil) } : {};
  const offers =
    low === high
      ? {
          '@type': 'Offer',
          url: input.url,
          price: low.toFixed(2),
          priceCurrency: currency,
          availability,
          itemCondition: 'https://schema.org/NewCondition',
          ...validUntil,
          ...seller,
        }
      : {
          '@type': 'AggregateOffer',
          url: input.url,
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: prices.length,
          priceCurrency: currency,
          availability,
          ...seller,
        };
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
    image: input.images,
    description: input.description,
    offers,
  };
  if (input.sku) ld.sku = input.sku;
  if (input.brand) ld.brand = { '@type': 'Brand', name: input.brand };
  if (input.category) ld.category = input.category;
  if (input.rating && input.rating.total > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: input.rating.average.toFixed(2),
      reviewCount: input.rating.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may omit it. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
