import type { ProductShort } from '@shop/contracts/product';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { Image } from '../../ui/image.tsx';
import { ProductGrid } from '../catalog/index.ts';
import type { ShopSection } from './api.ts';

/** Rotating banners advance every 5 s, paused on hover and focus. */
const BANNER_ROTATE_MS = 5000;

/** An internal path is a client-side link, an http(s) address a plain one, anything else no link. */
function SectionLink({ url, label, children }: { url: string; label: string; children: ReactNode }) {
  const className = 'block overflow-hidden rounded-2xl bg-slate-100';
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} aria-label={label} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} aria-label={label} rel="noopener" className={className}>
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}

function RotatingBanners({
  banners,
  link,
  label,
  width,
  height,
  aspect,
  priority,
}: {
  banners: string[];
  link: string;
  label: string;
  width: number;
  height: number;
  aspect: string;
  /** the first screen's picture: its first slide is fetched at once, ahead of the rest */
  priority: boolean;
}) {
  const slides = banners.map((src, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a banner may repeat; the list never reorders
    <SectionLink key={`${src}-${index}`} url={link} label={label}>
      <Image
        src={src}
        alt=""
        width={width}
        height={height}
        loading={priority && index === 0 ? 'eager' : 'lazy'}
        fetchPriority={priority && index === 0 ? 'high' : undefined}
        className={`${aspect} h-auto w-full object-cover`}
      />
    </SectionLink>
  ));
  if (slides.length === 1) return slides[0];
  return (
    <Carousel label={label} slideSize="single" loop autoplayMs={BANNER_ROTATE_MS}>
      {slides}
    </Carousel>
  );
}

function ProductsSection({
  title,
  products,
  allProductsHref,
  id,
  priority,
}: {
  title: string;
  products: ProductShort[];
  allProductsHref: string;
  id: string;
  priority: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title || t('products')}
        </h2>
        <Link to={allProductsHref} className={buttonClasses('outline', 'sm')}>
          {t('all_products')}
        </Link>
      </div>
      <ProductGrid products={products} columns={5} priorityCount={priority ? 5 : 0} />
    </section>
  );
}

/** Whether a section renders anything (a banner section without banners does not). */
function shows(section: ShopSection): boolean {
  switch (section.type) {
    case 'boxed-width-banner':
      return section.box1Banners.length > 0 || section.box2Banners.length > 0;
    case 'products':
      return true;
    case 'full-width-banner':
      return section.banners.length > 0;
    default:
      return false;
  }
}

/**
 * A shop's home sections in the seller's order (storefront spec §2 Shops): boxed-width banners (two
 * rotating groups, each with its link), titled product lists with an "All Products" link,
 * full-width banners.
 */
export function ShopSections({
  sections,
  allProductsHref,
}: {
  sections: ShopSection[];
  allProductsHref: string;
}) {
  const { t } = useTranslation();
  // the first section shown is the first screen's: its pictures are the page's largest paint
  const first = sections.findIndex(shows);
  return (
    <>
      {sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        const priority = index === first;
        switch (section.type) {
          case 'boxed-width-banner': {
            const boxes = [
              { link: section.box1Link, banners: section.box1Banners },
              { link: section.box2Link, banners: section.box2Banners },
            ].filter((box) => box.banners.length > 0);
            return boxes.length === 0 ? null : (
              <div key={key} className="grid gap-4 sm:grid-cols-2">
                {boxes.map((box, boxIndex) => (
                  <RotatingBanners
                    // biome-ignore lint/suspicious/noArrayIndexKey: the two boxes are fixed
                    key={boxIndex}
                    banners={box.banners}
                    link={box.link}
                    label={section.title || t('offer_number', { number: boxIndex + 1 })}
                    width={640}
                    height={320}
                    aspect="aspect-[2/1]"
                    priority={priority}
                  />
                ))}
              </div>
            );
          }
          case 'products':
            return (
              <ProductsSection
                key={key}
                id={`shop-section-${index}`}
                title={section.title}
                products={section.values}
                allProductsHref={allProductsHref}
                priority={priority}
              />
            );
          case 'full-width-banner':
            return section.banners.length === 0 ? null : (
              <RotatingBanners
                key={key}
                banners={section.banners}
                link={section.link}
                label={section.title || t('featured_offers')}
                width={1280}
                height={320}
                aspect="aspect-[4/1]"
                priority={priority}
              />
            );
          default:
            return null;
        }
      })}
    </>
  );
}
