import type { ProductDetails } from '@shop/contracts/catalog';
import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd, productJsonLd } from './json-ld.ts';
import { absoluteUrl, pageMeta, pageUrl, plainDescription, siteInfo } from './meta.ts';

type Matches = Parameters<typeof siteInfo>[0];

/**
 * A product page's head: title, description, canonical, Open Graph (type product with price),
 * and schema.org Product and BreadcrumbList JSON-LD. Unknown products are not indexed.
 */
export function productPageMeta(matches: Matches, product: ProductDetails | null): MetaDescriptor[] {
  const site = siteInfo(matches);
  if (!product) return [{ title: site.appName }, { name: 'robots', content: 'noindex' }];
  const path = `/products/${encodeURIComponent(product.slug)}`;
  const url = pageUrl(site, path);
  const description = product.metaDescription || plainDescription(product.description) || product.name;
  const prices = product.variations.map((v) => v.discountedBasePrice);
  const inStock = product.variations.some((v) => v.stocks.some((s) => s.stockQty > 0));
  const dealEnds = product.variations.map((v) => v.dealEnds).filter((d): d is number => d !== null);
  const images = (product.images.length > 0 ? product.images : [product.thumbnailImg])
    .filter(Boolean)
    .map((image) => absoluteUrl(site, image));
  const crumbs = [
    { name: site.appName, url: pageUrl(site, '/') },
    ...(product.rootCategory
      ? [
          {
            name: product.rootCategory.name,
            url: pageUrl(site, `/categories/${encodeURIComponent(product.rootCategory.slug)}`),
          },
        ]
      : []),
    { name: product.name, url },
  ];
  const lowest = prices.length > 0 ? Math.min(...prices) : product.basePrice;
  return [
    ...pageMeta({
      site,
      title: product.metaTitle || product.name,
      description,
      path,
      image: product.metaImage || product.thumbnailImg,
      type: 'product',
      jsonLd: [
        productJsonLd({
          url,
          name: product.name,
          description: plainDescription(product.description, 5000) || description,
          images,
          sku: product.variations[0]?.sku,
          brand: product.brand?.name ?? null,
          category: product.rootCategory?.name ?? null,
          currency: site.currency,
          prices: prices.length > 0 ? prices : [product.basePrice],
          inStock,
          priceValidUntil: dealEnds.length > 0 ? Math.min(...dealEnds) : null,
          rating: product.rating,
          seller: product.shop.name,
        }),
        breadcrumbJsonLd(crumbs),
      ],
    }),
    { property: 'product:price:amount', content: lowest.toFixed(2) },
    { property: 'product:price:currency', content: site.currency },
    { property: 'product:availability', content: inStock ? 'in stock' : 'out of stock' },
  ];
}
