import type { BrandShort, ShopShort } from '@shop/contracts/catalog';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { Image } from '../../ui/image.tsx';
import { Rating } from '../../ui/rating.tsx';
import { categoryPath } from '../categories/index.ts';
import type { CategoryLink, HomeBlockData } from './api.ts';
import { BannerLink } from './banner-link.tsx';
import { BannerText } from './banner-text.tsx';
import { HomeSection, ProductRail } from './product-rail.tsx';

/** Video embeds (https addresses only), two per row on large screens. */
export function Videos({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  const safe = urls.filter((url) => /^https:\/\//i.test(url));
  if (safe.length === 0) return null;
  return (
    <HomeSection title={t('videos')}>
      <ul className="grid gap-4 md:grid-cols-2">
        {safe.map((url, index) => (
          <li key={url} className="overflow-hidden rounded-2xl bg-slate-900">
            <iframe
              src={url}
              title={t('video_number', { number: index + 1 })}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              className="aspect-video w-full"
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function CategoryTile({ category }: { category: CategoryLink }) {
  return (
    <Link
      to={categoryPath(category.slug)}
      className="group flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center transition-shadow hover:shadow-md"
    >
      <Image
        src={category.thumbnailImage}
        alt=""
        width={96}
        height={96}
        className="size-20 rounded-xl bg-slate-100 object-cover transition-transform group-hover:scale-105"
      />
      <span dir="auto" className="line-clamp-2 text-sm font-medium text-slate-800">
        {category.name}
      </span>
    </Link>
  );
}

export function FeaturedCategories({ data }: { data: HomeBlockData<'featuredCategories'> }) {
  const { t } = useTranslation();
  if (data.showFeaturedCategories !== '1' || data.categories.length === 0) return null;
  const title = t('featured_categories');
  return (
    <HomeSection title={title}>
      <Carousel label={title} controls="inline">
        {data.categories.map((category) => (
          <CategoryTile key={category.id} category={category} />
        ))}
      </Carousel>
    </HomeSection>
  );
}

/** Featured products beside their banner (the banner on top on small screens). */
export function FeaturedProducts({ data }: { data: HomeBlockData<'featuredProducts'> }) {
  const { t } = useTranslation();
  if (data.showHomeFeaturedProducts !== '1' || data.products.length === 0) return null;
  const title = t('featured_products');
  const featuredCopy = { title: data.homeFeaturedProductTitle, subtitle: data.homeFeaturedProductSubTitle };
  return (
    <HomeSection
      title={title}
      viewAllHref={data.homeFeaturedProductLink.startsWith('/') ? data.homeFeaturedProductLink : undefined}
    >
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        {data.homeFeaturedProductBanner ? (
          <BannerLink
            url={data.homeFeaturedProductLink}
            label={featuredCopy.title ? undefined : title}
            className="promo-tile"
          >
            <Image
              src={data.homeFeaturedProductBanner}
              alt=""
              width={400}
              height={560}
              className="promo-tile-image"
            />
            <BannerText copy={featuredCopy} layout="tall" />
          </BannerLink>
        ) : null}
        <div className="min-w-0">
          <ProductRail title={title} products={data.products} />
        </div>
      </div>
    </HomeSection>
  );
}

function ShopTile({ shop }: { shop: ShopShort }) {
  return (
    <Link
      to={`/shops/${encodeURIComponent(shop.slug)}`}
      className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center transition-shadow hover:shadow-md"
    >
      <Image
        src={shop.logo}
        alt=""
        width={72}
        height={72}
        className="size-16 rounded-full bg-slate-100 object-cover"
      />
      <span dir="auto" className="line-clamp-1 text-sm font-semibold text-slate-900">
        {shop.name}
      </span>
      <Rating value={shop.rating.average} count={shop.rating.total} />
    </Link>
  );
}

/** Featured shops: multiVendor only; 2 / 3 / 4 / 6 per view. */
export function FeaturedShops({
  data,
  multiVendor,
}: {
  data: HomeBlockData<'featuredShops'>;
  multiVendor: boolean;
}) {
  const { t } = useTranslation();
  if (!multiVendor || data.showFeaturedShops !== '1' || data.shops.length === 0) return null;
  const title = t('featured_shops');
  return (
    <HomeSection title={title} viewAllHref="/shops">
      <Carousel label={title} slideSize="shops" controls="inline">
        {data.shops.map((shop) => (
          <ShopTile key={shop.id} shop={shop} />
        ))}
      </Carousel>
    </HomeSection>
  );
}

function BrandTile({ brand }: { brand: BrandShort }) {
  return (
    <Link
      to={`/brands/${encodeURIComponent(brand.slug)}`}
      className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center transition-shadow hover:shadow-md"
    >
      <Image
        src={brand.thumbnailImage}
        alt=""
        width={96}
        height={64}
        className="h-14 w-auto object-contain"
      />
      <span dir="auto" className="line-clamp-1 text-sm font-medium text-slate-800">
        {brand.name}
      </span>
    </Link>
  );
}

export function FeaturedBrands({ data }: { data: HomeBlockData<'featuredBrands'> }) {
  const { t } = useTranslation();
  if (data.showFeaturedBrands !== '1' || data.brands.length === 0) return null;
  const title = t('featured_brands');
  return (
    <HomeSection title={title} viewAllHref="/brands">
      <Carousel label={title} controls="inline">
        {data.brands.map((brand) => (
          <BrandTile key={brand.id} brand={brand} />
        ))}
      </Carousel>
    </HomeSection>
  );
}

/** One row per configured category: its banner and its products. */
export function CategoryRows({ rows }: { rows: HomeBlockData<'categoryProducts'> }) {
  return (
    <>
      {rows
        .filter((row) => row.products.length > 0)
        .map((row) => (
          <HomeSection
            key={row.category.id}
            title={row.category.name}
            viewAllHref={categoryPath(row.category.slug)}
          >
            <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
              {row.image ? (
                <BannerLink
                  url={row.url || categoryPath(row.category.slug)}
                  label={row.title ? undefined : row.category.name}
                  className="promo-tile"
                >
                  <Image src={row.image} alt="" width={400} height={560} className="promo-tile-image" />
                  <BannerText copy={row} layout="tall" />
                </BannerLink>
              ) : null}
              <div className="min-w-0">
                <ProductRail title={row.category.name} products={row.products} />
              </div>
            </div>
          </HomeSection>
        ))}
    </>
  );
}

export function AboutUs({ data }: { data: HomeBlockData<'aboutUs'> }) {
  if (data.showHomeAboutUsSection !== '1' || !data.homeAboutUsTitle) return null;
  return (
    <section
      aria-labelledby="home-about-us"
      className="grid items-center gap-6 overflow-hidden rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2"
    >
      <div>
        {data.homeAboutUsSubTitle ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-600">
            {data.homeAboutUsSubTitle}
          </p>
        ) : null}
        <h2 id="home-about-us" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          {data.homeAboutUsTitle}
        </h2>
        <p className="mt-4 whitespace-pre-line leading-7 text-slate-600">{data.homeAboutUsText}</p>
      </div>
      {data.homeAboutUsImage ? (
        <Image
          src={data.homeAboutUsImage}
          alt=""
          width={640}
          height={420}
          className="h-auto w-full rounded-2xl object-cover"
        />
      ) : null}
    </section>
  );
}

/** Main categories, each with its subcategories as links. */
export function MainCategories({ data }: { data: HomeBlockData<'mainCategories'> }) {
  const { t } = useTranslation();
  if (data.showHomeMainCategories !== '1' || data.categories.length === 0) return null;
  return (
    <HomeSection title={t('main_categories')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data.categories.map((category) => (
          <li key={category.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <Link
              to={categoryPath(category.slug)}
              className="flex items-center gap-3 font-semibold text-slate-900 hover:text-primary-600"
            >
              <Image
                src={category.thumbnailImage}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-lg bg-slate-100 object-cover"
              />
              {category.name}
            </Link>
            {category.children_categories.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1.5">
                {category.children_categories.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={categoryPath(child.slug)}
                      className="text-sm text-slate-600 hover:text-primary-600 hover:underline"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
