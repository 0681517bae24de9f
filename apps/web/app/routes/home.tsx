import type { HomeBlockKey } from '@shop/contracts/home';
import { Fragment, type ReactNode } from 'react';
import { BannerRow } from '../features/home/banner-link.tsx';
import { BannerSlider } from '../features/home/banner-slider.tsx';
import { BenefitStrip } from '../features/home/benefit-strip.tsx';
import { Deferred, DeferredBelowFold } from '../features/home/deferred.tsx';
import { FlashSale } from '../features/home/flash-sale.tsx';
import {
  AboutUs,
  CategoryRows,
  FeaturedBrands,
  FeaturedCategories,
  FeaturedProducts,
  FeaturedShops,
  MainCategories,
  Videos,
} from '../features/home/home-blocks.tsx';
import { loadHome } from '../features/home/home-loader.server.ts';
import { ProductRailSection, ProductRailSkeleton } from '../features/home/product-rail.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { useIsMultiVendor, usePageConfig } from '../lib/shop-context.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as
    | { config?: { generalSettings?: { appName?: string; rootUrl?: string; logo?: string } } }
    | undefined;
  const settings = root?.config?.generalSettings;
  const name = settings?.appName ?? '';
  const rootUrl = (settings?.rootUrl ?? '').replace(/\/+$/, '');
  return [
    { title: name },
    { name: 'description', content: name },
    { tagName: 'link', rel: 'canonical', href: `${rootUrl}/` },
    { property: 'og:title', content: name },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: `${rootUrl}/` },
    ...(settings?.logo ? [{ property: 'og:image', content: settings.logo }] : []),
  ];
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

const bannerSkeleton = <Skeleton className="aspect-[32/11] w-full rounded-2xl" />;

/**
 * Home (storefront spec §2 Home): every block in the operator's order (`/homepage/layout`; the
 * benefit strip follows the slider), each shown only when its flag is '1' or it has data. The
 * slider and featured categories come with the first HTML; the rest streams in, each with its
 * skeleton meanwhile, and is hydrated when it comes near the viewport.
 */
export default function Home({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { generalSettings } = usePageConfig();
  const multiVendor = useIsMultiVendor();
  const blocks: Record<HomeBlockKey, ReactNode> = {
    sliders: (
      <>
        {data.sliders && data.sliders.length > 0 ? <BannerSlider banners={data.sliders} /> : null}
        <BenefitStrip />
      </>
    ),
    videos: (
      <Deferred resolve={data.videos} fallback={null}>
        {(urls) => <Videos urls={urls} />}
      </Deferred>
    ),
    featuredCategories: data.featuredCategories ? (
      <FeaturedCategories data={data.featuredCategories} />
    ) : null,
    featuredProducts: (
      <DeferredBelowFold resolve={data.featuredProducts} fallback={<ProductRailSkeleton />}>
        {(block) => <FeaturedProducts data={block} />}
      </DeferredBelowFold>
    ),
    flashSale: (
      <DeferredBelowFold resolve={data.flashSale} fallback={<ProductRailSkeleton />}>
        {(block) => <FlashSale data={block} />}
      </DeferredBelowFold>
    ),
    productSectionOne: (
      <DeferredBelowFold resolve={data.productSectionOne} fallback={<ProductRailSkeleton />}>
        {(block) =>
          block.showHomeProductSectionOne === '1' ? (
            <ProductRailSection title={block.homeProductSectionOneTitle} products={block.products} />
          ) : null
        }
      </DeferredBelowFold>
    ),
    fullWidthBanner: (
      <DeferredBelowFold resolve={data.fullWidthBanner} fallback={bannerSkeleton}>
        {(banners) => <BannerRow banners={banners} columns={1} label={t('promotions')} />}
      </DeferredBelowFold>
    ),
    productSectionTwo: (
      <DeferredBelowFold resolve={data.productSectionTwo} fallback={<ProductRailSkeleton />}>
        {(block) =>
          block.showHomeProductSectionTwo === '1' ? (
            <ProductRailSection title={block.homeProductSectionTwoTitle} products={block.products} />
          ) : null
        }
      </DeferredBelowFold>
    ),
    fourBannersRow: (
      <DeferredBelowFold resolve={data.fourBannersRow} fallback={null}>
        {(banners) => <BannerRow banners={banners} columns={4} label={t('promotions')} />}
      </DeferredBelowFold>
    ),
    featuredShops: (
      <DeferredBelowFold resolve={data.featuredShops} fallback={null}>
        {(block) => <FeaturedShops data={block} multiVendor={multiVendor} />}
      </DeferredBelowFold>
    ),
    twoBannersRow: (
      <DeferredBelowFold resolve={data.twoBannersRow} fallback={null}>
        {(banners) => <BannerRow banners={banners} columns={2} label={t('promotions')} />}
      </DeferredBelowFold>
    ),
    newArrivals: (
      <DeferredBelowFold resolve={data.newArrivals} fallback={<ProductRailSkeleton />}>
        {(products) => (
          <ProductRailSection
            title={t('new_arrivals')}
            products={products}
            viewAllHref="/products?sortBy=newest"
          />
        )}
      </DeferredBelowFold>
    ),
    featuredBrands: (
      <DeferredBelowFold resolve={data.featuredBrands} fallback={null}>
        {(block) => <FeaturedBrands data={block} />}
      </DeferredBelowFold>
    ),
    trendyProducts: (
      <DeferredBelowFold resolve={data.trendyProducts} fallback={<ProductRailSkeleton />}>
        {(block) =>
          block.showHomeTrendyProducts === '1' ? (
            <ProductRailSection title={t('trendy_products')} products={block.products} />
          ) : null
        }
      </DeferredBelowFold>
    ),
    threeBannersRow: (
      <DeferredBelowFold resolve={data.threeBannersRow} fallback={null}>
        {(banners) => <BannerRow banners={banners} columns={3} label={t('promotions')} />}
      </DeferredBelowFold>
    ),
    categoryProducts: (
      <DeferredBelowFold resolve={data.categoryProducts} fallback={<ProductRailSkeleton />}>
        {(rows) => <CategoryRows rows={rows} />}
      </DeferredBelowFold>
    ),
    aboutUs: (
      <DeferredBelowFold skipOffscreenRendering={false} resolve={data.aboutUs} fallback={null}>
        {(block) => <AboutUs data={block} />}
      </DeferredBelowFold>
    ),
    mainCategories: (
      <DeferredBelowFold skipOffscreenRendering={false} resolve={data.mainCategories} fallback={null}>
        {(block) => <MainCategories data={block} />}
      </DeferredBelowFold>
    ),
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 sm:gap-12 sm:py-8">
      <h1 className="sr-only">{generalSettings.appName}</h1>
      {data.order.map((key) => (
        <Fragment key={key}>{blocks[key]}</Fragment>
      ))}
    </div>
  );
}
