import { clsx } from 'clsx';
import { ShoppingBag, ShoppingCart, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { readableBackground } from '../../lib/contrast.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { Rating } from '../../ui/rating.tsx';
import { WishlistToggle } from '../wishlist/wishlist-toggle.tsx';
import type { ProductDetails } from './api.ts';
import { ProductPrice } from './product-price.tsx';
import { QuantityInput } from './quantity-input.tsx';
import type { ProductPurchase } from './use-product-purchase.ts';
import { VariationPicker } from './variation-picker.tsx';

export interface PurchasePanelProps {
  product: ProductDetails;
  purchase: ProductPurchase;
  /** The product name as the page's h1; a dialog names itself, so the quick view leaves it out. */
  showName?: boolean;
  /** Classes of the panel's box (the product page lets its parts join the page's grid on phones). */
  className?: string;
  /** Where the rating links: the reviews tab on the product page, the page itself from a quick view. */
  reviewsHref: string;
  onReviewsClick?: () => void;
}

/**
 * The buying part of a product (SPEC §2 Product detail, §4): name, rating, price with deal
 * countdown, variation pickers, quantity, Add To Cart / Buy Now, wishlist, brand, tags and the
 * coupon badge. Shared by the product page and the quick view.
 */
export function PurchasePanel({
  product,
  purchase,
  showName = true,
  className,
  reviewsHref,
  onReviewsClick,
}: PurchasePanelProps) {
  const { t } = useTranslation();
  const openPopup = useOpenPopup();
  const { variation, outOfStock, busy } = purchase;
  const dealEnds = variation?.dealEnds ?? null;
  const [endedDeal, setEndedDeal] = useState<number | null>(null);

  return (
    <div className={clsx('flex flex-col gap-5', className)}>
      {/* -order: first on a phone's product page, above the pictures (see routes/products.$slug.tsx);
          they are first in the panel anyway */}
      <div className="flex flex-col gap-2 max-lg:-order-2">
        {product.badges.length > 0 || outOfStock ? (
          <ul aria-label={t('badges')} className="flex flex-wrap gap-1.5">
            {outOfStock ? (
              <li className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                {t('out_of_stock')}
              </li>
            ) : null}
            {product.badges.map((badge) => (
              <li
                key={badge.id}
                className="rounded-md px-2 py-0.5 text-xs font-semibold"
                style={{
                  backgroundColor: readableBackground(badge.bgColor, badge.textColor),
                  color: badge.textColor,
                }}
              >
                {badge.name}
              </li>
            ))}
          </ul>
        ) : null}
        {showName ? (
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">
            <bdi>{product.name}</bdi>
          </h1>
        ) : null}
        <a
          href={reviewsHref}
          onClick={onReviewsClick}
          className="inline-flex w-fit items-center gap-2 text-sm text-slate-600 hover:text-primary-600"
        >
          <Rating value={product.rating.average} size="md" />
          <span>{t('reviews_count', { count: product.rating.total })}</span>
        </a>
      </div>

      <ProductPrice
        variation={variation}
        fromPrice={product.basePrice}
        unit={product.unit}
        className="max-lg:-order-1"
      />

      {dealEnds && dealEnds !== endedDeal ? (
        <div className="rounded-xl bg-rose-50 p-3">
          <p className="mb-2 text-sm font-semibold text-rose-700">{t('this_deal_ends_in')}</p>
          <Countdown endsAt={dealEnds} onDone={() => setEndedDeal(dealEnds)} />
        </div>
      ) : null}

      {product.variationCombinations.length > 0 ? (
        <VariationPicker
          combinations={product.variationCombinations}
          selection={purchase.selection}
          onChoose={purchase.choose}
        />
      ) : null}

      <QuantityInput
        value={purchase.quantity}
        max={purchase.maxQty}
        onChange={purchase.setQuantity}
        disabled={outOfStock}
      />

      <div className="flex flex-wrap items-center gap-3">
        {/* one line each: side by side when they fit, else one under the other */}
        <Button
          size="lg"
          onClick={purchase.addToCart}
          disabled={outOfStock || busy}
          className="flex-1 whitespace-nowrap"
        >
          <ShoppingCart aria-hidden className="size-5" />
          {t('add_to_cart')}
        </Button>
        <Button
          size="lg"
          variant="dark"
          onClick={purchase.buyNow}
          disabled={outOfStock || busy}
          className="flex-1 whitespace-nowrap"
        >
          <ShoppingBag aria-hidden className="size-5" />
          {t('buy_now')}
        </Button>
        <WishlistToggle
          productId={product.id}
          productName={product.name}
          inWishlist={product.inWishlist}
          className="size-12 border border-slate-200"
        />
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {product.brand ? (
          <>
            <dt className="text-slate-500">{t('brand')}</dt>
            <dd>
              <Link
                to={`/brands/${encodeURIComponent(product.brand.slug)}`}
                className="font-medium text-primary-600 hover:underline"
              >
                {product.brand.name}
              </Link>
            </dd>
          </>
        ) : null}
        {variation?.sku ? (
          <>
            <dt className="text-slate-500">{t('sku')}</dt>
            <dd className="text-slate-700">{variation.sku}</dd>
          </>
        ) : null}
        {product.tags.length > 0 ? (
          <>
            <dt className="text-slate-500">{t('tags')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-1.5">
                {product.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={`/products?tag=${encodeURIComponent(tag.name)}`}
                      className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 hover:bg-primary-50 hover:text-primary-700"
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>

      {product.promoCode ? (
        <button
          type="button"
          onClick={() => openPopup('coupon-details', { code: product.promoCode?.code ?? '' })}
          className={clsx(
            'inline-flex w-fit items-center gap-2 rounded-lg border border-dashed border-primary-400 bg-primary-50 px-3 py-2 text-sm text-primary-700',
            'hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
          )}
        >
          <TicketPercent aria-hidden className="size-4" />
          {t('coupon_code_details', { code: product.promoCode.code })}
        </button>
      ) : null}
    </div>
  );
}
