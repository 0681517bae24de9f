import type { CartItem } from '@shop/contracts/cart';
import { clsx } from 'clsx';
import { Minus, Plus, ShoppingCart, Store, TicketPercent, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney, useIsMultiVendor, usePageConfig } from '../../lib/shop-context.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Deduction } from '../../ui/deduction.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Image } from '../../ui/image.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { isShopSelected, selectedShopIds, setShopSelected, useCheckoutStore } from '../checkout/index.ts';
import {
  cartTotals,
  groupByShop,
  type MinimumOrderShortfall,
  minimumOrderShortfalls,
} from './cart-totals.ts';
import { CostSummary, minimumOrderMessage } from './cost-summary.tsx';
import { useCart } from './use-cart.ts';
import { lineStock, useCartLineActions } from './use-cart-actions.ts';
import { useCartCoupons } from './use-cart-coupons.ts';
import { useGoToCheckout } from './use-go-to-checkout.ts';

/** The cart's lines, selection, coupons and totals, as the page and the drawer show them. */
export function useCartOverview() {
  const cart = useCart();
  const items = cart.data?.carts;
  const { currency } = usePageConfig();
  const selection = useCheckoutStore(
    useShallow((s) => ({ selectedShops: s.selectedShops, selectionCartKey: s.selectionCartKey })),
  );
  const coupons = useCartCoupons(items);
  const selected = items ? selectedShopIds(selection, items) : [];
  const totals = cartTotals(items ?? [], {
    decimals: currency.decimals,
    selectedShopIds: selected,
    couponDiscounts: coupons.discounts,
  });
  return { cart, items, selection, selected, coupons, totals };
}

export function CartSkeleton({ rows = 2 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-3">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex gap-3 rounded-xl border border-slate-200 p-3">
          <Skeleton className="size-16 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ShoppingCart}
      text={t('your_cart_is_empty')}
      action={{ label: t('shop_more'), to: '/products', onNavigate }}
    />
  );
}

function QuantityCounter({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const { run, pendingId } = useCartLineActions();
  const pending = pendingId === item.id;
  const atStock = item.qty >= lineStock(item);
  const buttonClass =
    'inline-flex size-8 items-center justify-center text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary-500';
  return (
    <div className="flex items-center gap-2">
      <fieldset
        aria-label={t('quantity_of', { name: item.product.name })}
        className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white"
      >
        <button
          type="button"
          className={buttonClass}
          aria-label={t('decrease_quantity_of', { name: item.product.name })}
          disabled={pending}
          onClick={() => run(item, 'decrease')}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <output
          aria-live="polite"
          aria-label={t('quantity')}
          className="w-9 border-x border-slate-300 text-center text-sm font-semibold leading-8 text-slate-900"
        >
          {String(item.qty).padStart(2, '0')}
        </output>
        <button
          type="button"
          className={buttonClass}
          aria-label={t('increase_quantity_of', { name: item.product.name })}
          disabled={pending || atStock}
          onClick={() => run(item, 'increase')}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </fieldset>
      <button
        type="button"
        aria-label={t('remove_name_from_cart', { name: item.product.name })}
        disabled={pending}
        onClick={() => run(item, 'delete')}
        className="inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-40"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </div>
  );
}

function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { currency } = usePageConfig();
  const line = cartTotals([item], { decimals: currency.decimals, selectedShopIds: [item.shop.id] });
  return (
    <li className="flex gap-3 py-3">
      <Image
        src={item.variation.image || item.product.thumbnailImg}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-lg border border-slate-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/products/${item.product.slug}`}
          onClick={onNavigate}
          dir="auto"
          className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-primary-600"
        >
          {item.product.name}
        </Link>
        {item.variation.name ? <p className="mt-0.5 text-xs text-slate-500">{item.variation.name}</p> : null}
        {/* one basis on every line, from cart to order (decision 112): before tax, after the
            product's discounts; the lines add up to the Subtotal and tax is added once below */}
        <p className="mt-0.5 text-xs text-slate-600">
          {t('unit_price_each_before_tax', { price: money(item.variation.discountedBasePrice) })}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <QuantityCounter item={item} />
          <p className="text-sm font-semibold text-slate-900">{money(line.subtotal)}</p>
        </div>
      </div>
    </li>
  );
}

function CouponEntry({
  shop,
  coupons,
}: {
  shop: CartItem['shop'];
  coupons: ReturnType<typeof useCartCoupons>;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const inputId = useId();
  const [code, setCode] = useState('');
  const appliedCode = coupons.codeOf(shop.id);
  const applied = coupons.applied.get(shop.id);
  const applying = coupons.applyingShopId === shop.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await coupons.apply(shop.id, code)) setCode('');
  }

  if (appliedCode) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        <span className="flex items-center gap-2">
          <TicketPercent aria-hidden className="size-4" />
          <span>
            {t('coupon_applied_code', { code: appliedCode })}
            {applied ? (
              <>
                {' ('}
                <Deduction amount={money(applied.couponDiscount)} />)
              </>
            ) : null}
          </span>
        </span>
        <button
          type="button"
          onClick={() => coupons.remove(shop.id)}
          aria-label={t('remove_coupon_code', { code: appliedCode })}
          className="inline-flex size-7 items-center justify-center rounded-full hover:bg-emerald-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('coupon_code_for_shop', { shop: shop.name })}
      </label>
      <input
        id={inputId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t('coupon_code')}
        autoComplete="off"
        className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm uppercase placeholder:normal-case focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
      />
      <button
        type="submit"
        disabled={applying || appliedCode !== null}
        aria-label={t('apply_coupon_to_shop', { shop: shop.name })}
        className={buttonClasses('dark', 'sm', 'h-9')}
      >
        {t('apply')}
      </button>
    </form>
  );
}

function ShopGroup({
  shop,
  items,
  allItems,
  selected,
  coupons,
  shortfall,
  onNavigate,
}: {
  shop: CartItem['shop'];
  items: CartItem[];
  allItems: readonly CartItem[];
  selected: boolean;
  coupons: ReturnType<typeof useCartCoupons>;
  /** the shop's minimum order is not reached (issue 19 §3) */
  shortfall: MinimumOrderShortfall | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const multiVendor = useIsMultiVendor();
  const checkboxId = useId();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex items-center gap-3 border-b border-slate-100 pb-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={(event) => setShopSelected(allItems, shop.id, event.target.checked)}
          className="size-4 accent-primary-500"
        />
        <label htmlFor={checkboxId} className="sr-only">
          {t('select_shop_name', { name: shop.name })}
        </label>
        <Store aria-hidden className="size-4 text-slate-500" />
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {multiVendor ? (
            <Link to={`/shops/${shop.slug}`} onClick={onNavigate} className="hover:text-primary-600">
              {shop.name}
            </Link>
          ) : (
            shop.name
          )}
        </h3>
      </div>
      <ul className={clsx('divide-y divide-slate-100', !selected && 'opacity-60')}>
        {items.map((item) => (
          <CartLine key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      {shortfall ? (
        <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {minimumOrderMessage(shortfall, t, money)}
        </p>
      ) : null}
      <CouponEntry shop={shop} coupons={coupons} />
    </section>
  );
}

/**
 * The cart (storefront spec §2 Cart), on its page and in the drawer: items grouped by shop with a
 * select box per shop, quantity counters, a coupon per shop, the cost summary of the selected
 * shops, Shop More and Checkout. `onNavigate` closes the drawer when a link is followed.
 */
export function CartContents({
  variant,
  onNavigate,
}: {
  variant: 'page' | 'drawer';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { cart, items, selection, selected, coupons, totals } = useCartOverview();
  const goToCheckout = useGoToCheckout();
  const money = useFormatMoney();
  const { currency } = usePageConfig();

  if (cart.isError && !items) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-red-600">
        {t('could_not_load_your_cart')}
        <button type="button" onClick={() => cart.refetch()} className={buttonClasses('outline', 'sm')}>
          {t('try_again')}
        </button>
      </div>
    );
  }
  if (!items) return <CartSkeleton rows={variant === 'page' ? 3 : 2} />;
  if (items.length === 0) return <EmptyCart onNavigate={onNavigate} />;

  const groups = groupByShop(items);
  const summaryTitleId = `cart-summary-${variant}`;
  const shortfalls = minimumOrderShortfalls(items, currency.decimals);
  const blocking = shortfalls.find((s) => selected.includes(s.shopId)) ?? null;
  return (
    <div className={clsx('grid gap-5', variant === 'page' && 'lg:grid-cols-[1fr_22rem] lg:items-start')}>
      <div className="grid gap-3">
        {groups.map((group) => (
          <ShopGroup
            key={group.shop.id}
            shop={group.shop}
            items={group.items}
            allItems={items}
            selected={isShopSelected(selection, items, group.shop.id)}
            coupons={coupons}
            shortfall={shortfalls.find((s) => s.shopId === group.shop.id) ?? null}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      <section
        aria-labelledby={summaryTitleId}
        className={clsx(
          'grid gap-3 rounded-xl border border-slate-200 bg-white p-4',
          variant === 'page' && 'lg:sticky lg:top-44',
        )}
      >
        <h2 id={summaryTitleId} className="text-base font-semibold text-slate-900">
          {t('cart_summary')}
        </h2>
        <CostSummary totals={totals} />
        {/* side by side when both names fit on one line, else one above the other (a name that
            wraps inside its button, "Seguir / comprando", reads as two buttons) */}
        <div className="flex flex-wrap gap-2">
          <Link
            to="/products"
            onClick={onNavigate}
            className={clsx(buttonClasses('outline', 'md'), 'grow basis-32 whitespace-nowrap')}
          >
            {t('shop_more')}
          </Link>
          <button
            type="button"
            onClick={() => {
              const refusal = blocking ? minimumOrderMessage(blocking, t, money) : null;
              void goToCheckout(selected, refusal).then((went) => {
                if (went) onNavigate?.();
              });
            }}
            disabled={coupons.checking}
            className={clsx(buttonClasses('primary', 'md'), 'grow basis-32 whitespace-nowrap')}
          >
            {t('checkout')}
          </button>
        </div>
      </section>
    </div>
  );
}
