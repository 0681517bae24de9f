import { clsx } from 'clsx';
import { ShoppingBag, ShoppingCart, TicketPercent } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { TAP_HOLD_ATTRIBUTE } from '../../lib/tap-replay.ts';
import { BadgeChip } from '../../ui/badge-chip.tsx';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { Rating } from '../../ui/rating.tsx';
import { WishlistToggle } from '../wishlist/index.ts';
import { ADD_TO_CART_FIELDS, type AddToCartProblem } from './add-to-cart-form.ts';
import type { ProductDetails } from './api.ts';
import { ProductPrice } from './product-price.tsx';
import { QuantityInput } from './quantity-input.tsx';
import type { ProductPurchase } from './use-product-purchase.ts';
import { VariationPicker } from './variation-picker.tsx';
import { firstStock } from './variation-selection.ts';

/** What the page says by the buttons after a post without JavaScript (routes/products.$slug.tsx). */
export type PurchaseNotice = { kind: 'added' } | { kind: 'problem'; problem: AddToCartProblem };

export interface PurchasePanelProps {
  product: ProductDetails;
  purchase: ProductPurchase;
  /** Classes of the panel's box (the product page places it in its grid). */
  className?: string;
  /**
   * The product page: values are links to the page with that choice (`VariationPicker` `hrefFor`),
   * and Add To Cart / Buy Now a form its route's action serves when JavaScript does not run.
   */
  valueHref?: (combinationId: number, valueId: number) => string;
  /** The product page's message after such a post. */
  notice?: PurchaseNotice | null;
  /** The form's id, for buttons elsewhere on the page that submit it (the sticky buy bar). */
  formId?: string;
}

/**
 * The buying part of a product below its head (`PurchaseHead`: name, rating, price; storefront spec
 * §2 Product detail, §4): deal countdown, variation pickers, quantity, Add To Cart / Buy Now,
 * wishlist, brand, tags and the coupon badge. Shared by the product page and the quick view.
 */
export function PurchasePanel({
  product,
  purchase,
  className,
  valueHref,
  notice = null,
  formId,
}: PurchasePanelProps) {
  const { t } = useTranslation();
  const openPopup = useOpenPopup();
  const { variation, outOfStock, busy } = purchase;
  const dealEnds = variation?.dealEnds ?? null;
  const [endedDeal, setEndedDeal] = useState<number | null>(null);
  const stock = firstStock(variation);
  const posts = valueHref !== undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === 'buy') void purchase.buyNow();
    else void purchase.addToCart();
  }

  const holdTap = posts ? { [TAP_HOLD_ATTRIBUTE]: '' } : {};
  const cartFields = (
    <>
      {posts && variation && stock ? (
        <>
          <input type="hidden" name={ADD_TO_CART_FIELDS.variation} value={variation.id} />
          <input type="hidden" name={ADD_TO_CART_FIELDS.warehouse} value={stock.warehouseId} />
        </>
      ) : null}
      <QuantityInput
        value={purchase.quantity}
        max={purchase.maxQty}
        onChange={purchase.setQuantity}
        disabled={outOfStock}
        name={posts ? ADD_TO_CART_FIELDS.quantity : undefined}
      />

      <div className="flex flex-wrap items-center gap-3">
        {/* one line each: side by side when they fit, else one under the other */}
        <Button
          size="lg"
          type={posts ? 'submit' : 'button'}
          name={posts ? ADD_TO_CART_FIELDS.intent : undefined}
          value={posts ? 'add' : undefined}
          onClick={posts ? undefined : purchase.addToCart}
          disabled={outOfStock || busy}
          className="flex-1 whitespace-nowrap"
          {...holdTap}
        >
          <ShoppingCart aria-hidden className="size-5" />
          {t('add_to_cart')}
        </Button>
        <Button
          size="lg"
          variant="dark"
          type={posts ? 'submit' : 'button'}
          name={posts ? ADD_TO_CART_FIELDS.intent : undefined}
          value={posts ? 'buy' : undefined}
          onClick={posts ? undefined : purchase.buyNow}
          disabled={outOfStock || busy}
          className="flex-1 whitespace-nowrap"
          {...holdTap}
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

      {notice?.kind === 'added' ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('product_added_to_cart')}{' '}
          <Link to="/cart" className="font-semibold underline">
            {t('go_to_cart')}
          </Link>
        </p>
      ) : notice?.kind === 'problem' ? (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {'text' in notice.problem ? notice.problem.text : t(notice.problem.key, notice.problem.values)}
        </p>
      ) : null}
    </>
  );

  return (
    <div className={clsx('flex flex-col gap-5', className)}>
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
          hrefFor={valueHref}
        />
      ) : null}

      {valueHref ? (
        // A form only on the product page (its route has the action): without JavaScript it posts;
        // with it the submit is handled here and nothing is posted. `contents`: its parts stay
        // items of the panel's column (and of the page's grid on a phone).
        <form id={formId} method="post" className="contents" onSubmit={submit}>
          {cartFields}
        </form>
      ) : (
        cartFields
      )}

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

export interface PurchaseHeadProps {
  product: ProductDetails;
  purchase: ProductPurchase;
  /** The product name as the page's h1; a dialog names itself, so the quick view leaves it out. */
  showName?: boolean;
  /** Where the rating links: the reviews tab on the product page, the page itself from a quick view. */
  reviewsHref: string;
  onReviewsClick?: () => void;
  className?: string;
}

/**
 * The head of the buying part: badges, the name (the page's h1), the rating and the price. On the
 * product page it comes before the pictures in the document, so that on a phone it is on the first
 * screen and nothing is inserted above the pictures while the page's HTML is still arriving (an
 * order set by CSS moved them down by the head's height when the head arrived after them). The
 * quick view puts it above its `PurchasePanel`.
 */
export function PurchaseHead({
  product,
  purchase,
  showName = true,
  reviewsHref,
  onReviewsClick,
  className,
}: PurchaseHeadProps) {
  const { t } = useTranslation();
  const { variation, outOfStock } = purchase;
  return (
    <div className={clsx('flex flex-col gap-5', className)}>
      <div className="flex flex-col gap-2">
        {product.badges.length > 0 || outOfStock ? (
          <ul aria-label={t('badges')} className="flex flex-wrap gap-1.5">
            {outOfStock ? (
              <li className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                {t('out_of_stock')}
              </li>
            ) : null}
            {product.badges.map((badge) => (
              <BadgeChip key={badge.id} badge={badge} className="text-xs" />
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

      <ProductPrice variation={variation} fromPrice={product.basePrice} unit={product.unit} />
    </div>
  );
}
