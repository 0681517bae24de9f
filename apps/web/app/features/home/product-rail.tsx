import type { ProductShort } from '@shop/contracts/product';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, startTransition, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ProductCard, ProductCardSkeleton } from '../catalog/index.ts';

export interface HomeSectionProps {
  title: string;
  /** "View all" goes here when given. */
  viewAllHref?: string;
  /** Extra content beside the title (e.g. a countdown). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled home block with an optional "View all" link. */
export function HomeSection({ title, viewAllHref, aside, children, className }: HomeSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      {/* min-h-10: as tall as the carousel's arrows placed beside it (ui/carousel.tsx, inline
          controls), which then stay inside the block: a block skipped off screen clips its paint */}
      <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3 pe-24">
        <div className="flex flex-wrap items-center gap-4">
          <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {aside}
        </div>
        {viewAllHref ? (
          <Link
            to={viewAllHref}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary-600 hover:underline"
          >
            {t('view_all')}
            <span className="sr-only">: {title}</span>
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * Cards a rail renders until the shopper reaches for it: one full view at the widest (5 per view)
 * and one more, so that the rail overflows and its Next button shows at every width. The home
 * page's rails hold 8 to 15 products each; all of them made half of the page's elements, which a
 * phone parses, styles and lays out while the page starts, though no one sees past the first view
 * of a rail before scrolling it (decisions 51, 150).
 */
export const FIRST_VIEW_CARDS = 6;

/**
 * Products in a carousel (2 / 3 / 4 / 5 per view by width). The first view is rendered; the rest
 * are added, in a transition, when the shopper first reaches for the rail (a pointer over it, a
 * touch, the keyboard's focus or a button: `Carousel`'s `onFirstUse`).
 */
export function ProductRail({ title, products }: { title: string; products: readonly ProductShort[] }) {
  const [complete, setComplete] = useState(false);
  const shown = complete ? products : products.slice(0, FIRST_VIEW_CARDS);
  return (
    <Carousel
      label={title}
      controls="inline"
      onFirstUse={() => {
        if (products.length > FIRST_VIEW_CARDS) startTransition(() => setComplete(true));
      }}
    >
      {shown.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Carousel>
  );
}

/** A titled product carousel, left out when it has no products. */
export function ProductRailSection({
  title,
  products,
  viewAllHref,
  aside,
}: {
  title: string;
  products: readonly ProductShort[];
  viewAllHref?: string;
  aside?: ReactNode;
}) {
  if (products.length === 0) return null;
  return (
    <HomeSection title={title} viewAllHref={viewAllHref} aside={aside}>
      <ProductRail title={title} products={products} />
    </HomeSection>
  );
}

/** The shape of a product carousel while it streams in. */
export function ProductRailSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="mb-4 h-7 w-48" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            className={
              index >= 2
                ? index >= 4
                  ? 'hidden xl:block'
                  : index >= 3
                    ? 'hidden lg:block'
                    : 'hidden sm:block'
                : undefined
            }
          >
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
