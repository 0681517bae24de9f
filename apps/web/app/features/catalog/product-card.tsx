import type { ProductShort } from '@shop/contracts/product';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { BadgeChip } from '../../ui/badge-chip.tsx';
import { Image } from '../../ui/image.tsx';
import { Rating } from '../../ui/rating.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { WishlistToggle } from '../wishlist/index.ts';
import { productPath } from './product-path.ts';
import { useQuickAddToCart } from './use-quick-add-to-cart.ts';

export interface ProductCardProps {
  product: ProductShort;
  /** The card is in the first screenful: its image loads eagerly with high priority (LCP). */
  priority?: boolean;
  /** Heading level of the product name inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** Sizes of the card image in a 2/3/4-column grid, for the browser to pick from the srcset. */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

/**
 * The product card of every list (storefront spec §2 Listing, §4): image, badges, name, rating with
 * count, price per unit, out-of-stock state, wishlist toggle and Add to cart. The name links to the
 * product page and its link covers the whole card; the two buttons sit above it.
 */
export function ProductCard({ product, priority = false, headingLevel = 'h3', className }: ProductCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { quickAdd, busy } = useQuickAddToCart(product);
  const outOfStock = product.stockQty < 1;
  const Heading = headingLevel;

  return (
    <article className={clsx('product-card', className)}>
      <div className="product-card-media">
        <Image
          src={product.thumbnailImg}
          alt=""
          width={400}
          height={400}
          sizes={PRODUCT_CARD_IMAGE_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={clsx('product-card-image', outOfStock && 'opacity-60 grayscale')}
        />
        {product.badges.length > 0 ? (
          <ul aria-label={t('badges')} className="absolute start-2 top-2 flex flex-col items-start gap-1">
            {product.badges.map((badge) => (
              <BadgeChip key={badge.id} badge={badge} className="text-[11px] leading-4" />
            ))}
          </ul>
        ) : null}
        {outOfStock ? (
          <p className="absolute inset-x-0 bottom-0 bg-slate-900/75 py-1.5 text-center text-xs font-semibold uppercase tracking-wide text-white">
            {t('out_of_stock')}
          </p>
        ) : null}
        {/* on the picture's corner: the prices below have the card's whole width, so a long unit
            ("/ paquete") or the old price never runs under it (above the out-of-stock band) */}
        <button
          type="button"
          onClick={quickAdd}
          disabled={outOfStock || busy}
          aria-label={t('add_name_to_cart', { name: product.name })}
          className={clsx('product-card-cart', outOfStock ? 'bottom-10' : 'bottom-2')}
        >
          <span aria-hidden className="icon icon-cart" />
        </button>
        <WishlistToggle
          productId={product.id}
          productName={product.name}
          inWishlist={product.inWishlist}
          className="absolute end-2 top-2 z-10"
        />
      </div>

      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link to={productPath(product.slug)} className="product-card-link" dir="auto">
            {product.name}
          </Link>
        </Heading>
        <Rating value={product.rating.average} count={product.rating.total} />
        <div className="product-card-footer">
          <p className="product-card-prices">
            <span className="product-card-price-line">
              <span className="product-card-price">{formatMoney(product.basePrice)}</span>
              {product.unit ? <span className="text-xs text-slate-500"> / {product.unit}</span> : null}
            </span>
            {product.regularPrice > product.basePrice ? (
              <del className="text-xs text-slate-500">
                <span className="sr-only">{t('regular_price')} </span>
                {formatMoney(product.regularPrice)}
              </del>
            ) : null}
          </p>
        </div>
      </div>
    </article>
  );
}

/** The shape of a product card while its data loads. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="mt-1 h-6 w-20" />
      </div>
    </div>
  );
}
