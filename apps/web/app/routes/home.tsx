import type { HomeBlockKey } from '@shop/contracts/home';
import type { ReactNode } from 'react';
import type { HomeBlockData, HomeBlockName } from '../features/home/api.ts';
import { BannerRow } from '../features/home/banner-link.tsx';
import { BannerSlider } from '../features/home/banner-slider.tsx';
import { BenefitStrip } from '../features/home/benefit-strip.tsx';
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
import { LazyHomeBlock } from '../features/home/lazy-block.tsx';
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

/** How each block renders its data. */
type BlockViews = { [N in HomeBlockName]: (data: HomeBlockData<N>) => ReactNode };

/**
 * About the height of each block below the first screen, for its empty box in the first HTML
 * (features/home/lazy-block.tsx): a product rail, a banner row, a row of shop or brand tiles.
 * Measured at 412 and 1366 px wide (decision 148); they need not be exact, only close enough that
 * the blocks further down stay out of reach of the viewport until scrolled to.
 */
const RESERVE: Record<HomeBlockName, string> = {
  sliders: 'aspect-[32/11] w-full',
  videos: 'h-0',
  featuredCategories: 'h-56',
  featuredProducts: 'h-[40rem] lg:h-[26.5rem]',
  flashSale: 'h-[28rem] lg:h-[27rem]',
  productSectionOne: 'h-[23rem] lg:h-[26.5rem]',
  fullWidthBanner: 'h-32 lg:h-60',
  productSectionTwo: 'h-[23rem] lg:h-[26.5rem]',
  fourBannersRow: 'h-60 lg:h-48',
  featuredShops: 'h-52',
  twoBannersRow: 'h-80 lg:h-64',
  newArrivals: 'h-[23rem] lg:h-[26.5rem]',
  featuredBrands: 'h-44',
  trendyProducts: 'h-[23rem] lg:h-[26.5rem]',
  threeBannersRow: 'h-[37rem] lg:h-52',
  categoryProducts: 'h-[68rem] lg:h-[71rem]',
  aboutUs: 'h-[41rem] lg:h-[30rem]',
  mainCategories: 'h-[80rem] lg:h-[31rem]',
};

/**
 * What each block is, for the text a screen reader reads in its box while it waits to load (the
 * blocks whose title the operator sets are named by what they hold).
 */
const LABELS: Record<HomeBlockName, string> = {
  sliders: 'promotions',
  videos: 'videos',
  featuredCategories: 'featured_categories',
  featuredProducts: 'featured_products',
  flashSale: 'flash_sale',
  productSectionOne: 'products',
  fullWidthBanner: 'promotions',
  productSectionTwo: 'products',
  fourBannersRow: 'promotions',
  featuredShops: 'featured_shops',
  twoBannersRow: 'promotions',
  newArrivals: 'new_arrivals',
  featuredBrands: 'featured_brands',
  trendyProducts: 'trendy_products',
  threeBannersRow: 'promotions',
  categoryProducts: 'categories',
  aboutUs: 'about_us',
  mainCategories: 'main_categories',
};

const RAILS = new Set<HomeBlockName>([
  'featuredProducts',
  'flashSale',
  'productSectionOne',
  'productSectionTwo',
  'newArrivals',
  'trendyProducts',
  'categoryProducts',
]);

/**
 * Home (storefront spec §2 Home): every block in the operator's order (`/homepage/layout`; the
 * benefit strip follows the slider), each shown only when its flag is '1' or it has data. The
 * first screen's blocks come with the first HTML (`FIRST_SCREEN_BLOCKS`); each block below is
 * fetched when it comes near the viewport, its space reserved meanwhile (decision 148).
 */
export default function Home({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { generalSettings } = usePageConfig();
  const multiVendor = useIsMultiVendor();
  const views: BlockViews = {
    sliders: (banners) => (
      <>
        {banners.length > 0 ? <BannerSlider banners={banners} /> : null}
        <BenefitStrip />
      </>
    ),
    videos: (urls) => <Videos urls={urls} />,
    featuredCategories: (block) => <FeaturedCategories data={block} />,
    featuredProducts: (block) => <FeaturedProducts data={block} />,
    flashSale: (block) => <FlashSale data={block} />,
    productSectionOne: (block) =>
      block.showHomeProductSectionOne === '1' ? (
        <ProductRailSection title={block.homeProductSectionOneTitle} products={block.products} />
      ) : null,
    fullWidthBanner: (banners) => <BannerRow banners={banners} columns={1} label={t('promotions')} />,
    productSectionTwo: (block) =>
      block.showHomeProductSectionTwo === '1' ? (
        <ProductRailSection title={block.homeProductSectionTwoTitle} products={block.products} />
      ) : null,
    fourBannersRow: (banners) => <BannerRow banners={banners} columns={4} label={t('promotions')} />,
    featuredShops: (block) => <FeaturedShops data={block} multiVendor={multiVendor} />,
    twoBannersRow: (banners) => <BannerRow banners={banners} columns={2} label={t('promotions')} />,
    newArrivals: (products) => (
      <ProductRailSection
        title={t('new_arrivals')}
        products={products}
        viewAllHref="/products?sortBy=newest"
      />
    ),
    featuredBrands: (block) => <FeaturedBrands data={block} />,
    trendyProducts: (block) =>
      block.showHomeTrendyProducts === '1' ? (
        <ProductRailSection title={t('trendy_products')} products={block.products} />
      ) : null,
    threeBannersRow: (banners) => <BannerRow banners={banners} columns={3} label={t('promotions')} />,
    categoryProducts: (rows) => <CategoryRows rows={rows} />,
    aboutUs: (block) => <AboutUs data={block} />,
    mainCategories: (block) => <MainCategories data={block} />,
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 sm:gap-12 sm:py-8">
      <h1 className="sr-only">{generalSettings.appName}</h1>
      {data.order.map((name) => (
        <HomeBlock key={name} name={name} data={data.firstScreen} views={views} />
      ))}
    </div>
  );
}

/** One block: from the first HTML when it is on the first screen, else fetched near the viewport. */
function HomeBlock<N extends HomeBlockKey>({
  name,
  data,
  views,
}: {
  name: N;
  data: Route.ComponentProps['loaderData']['firstScreen'];
  views: BlockViews;
}) {
  const { t } = useTranslation();
  const view = views[name] as (value: HomeBlockData<N>) => ReactNode;
  if (name in data) {
    const value = data[name] as HomeBlockData<N> | null | undefined;
    // the benefit strip follows the slider even when the slider's call failed
    return value ? view(value) : name === 'sliders' ? <BenefitStrip /> : null;
  }
  const reserve = RESERVE[name];
  return (
    <LazyHomeBlock
      name={name}
      label={t(LABELS[name])}
      reserve={reserve}
      skeleton={RAILS.has(name) ? <ProductRailSkeleton /> : <Skeleton className={reserve} />}
    >
      {view}
    </LazyHomeBlock>
  );
}
