import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { cartKeys } from '../../lib/session-api.ts';
import { useApi, useFormatMoney, usePageConfig } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  cartTotals,
  minimumOrderMessage,
  minimumOrderShortfalls,
  useCart,
  useCartCoupons,
} from '../cart/index.ts';
import { checkoutKeys, getShippingCharge, placeOrder } from './api.ts';
import { EMPTY_CHECKOUT, selectedShopIds, useCheckoutStore } from './checkout-data.ts';
import { CHECKOUT_STEPS, type CheckoutStep, reachableStep, stepFromQuery } from './checkout-step.ts';
import { CUSTOMER_FORM_ID, CustomerDetailsStep } from './customer-details-step.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ShippingStep } from './shipping-step.tsx';
import { ZoneChangesNotice } from './zone-changes-notice.tsx';

/** Where the payment page finds the order to pay (navigation state of /payment). */
export interface PaymentState {
  code: number;
  token: string;
}

/** A random key for one placement attempt (getRandomValues also works outside secure contexts). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function StepIndicator({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation();
  const names: Record<CheckoutStep, string> = {
    1: t('customer_details'),
    2: t('shipping_address'),
    3: t('payment_method'),
  };
  return (
    <nav aria-label={t('checkout_steps')}>
      {/* On a phone three names do not fit side by side: the current step's tile takes the room
          and shows its name, the others only their number (their names stay for screen readers). */}
      <ol className="flex gap-2 sm:grid sm:grid-cols-3">
        {CHECKOUT_STEPS.map((n) => (
          <li
            key={n}
            aria-current={n === step ? 'step' : undefined}
            className={clsx(
              'flex min-w-0 items-center gap-2 rounded-xl border px-3 py-2 text-sm',
              n === step ? 'flex-1' : 'shrink-0',
              n === step
                ? 'border-primary-500 bg-primary-50 font-semibold text-primary-700'
                : n < step
                  ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
                  : 'border-slate-200 bg-white text-slate-500',
            )}
          >
            <span
              aria-hidden
              className={clsx(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                n < step
                  ? 'bg-emerald-600 text-white'
                  : n === step
                    ? 'bg-primary-500 text-white'
                    : 'bg-slate-200',
              )}
            >
              {n < step ? <Check className="size-3.5" /> : n}
            </span>
            <span className="min-w-0">
              <span className="sr-only">
                {t('step_of_total', { step: n, total: CHECKOUT_STEPS.length })}:{' '}
              </span>
              <span className={n === step ? 'break-words' : 'sr-only sm:not-sr-only'}>{names[n]}</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function WizardSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </div>
  );
}

/**
 * The checkout wizard (storefront spec §2 Checkout, §4): the step in the query (`checkoutStep`,
 * default 1), step checks before moving on, the Order Summary of the selected shops, and Place
 * Order. A successful placement goes to /payment when the method is paid online, else to the
 * success page; a refused one shows the server's message and goes to /orders/failed.
 */
export function CheckoutWizard() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { currency, paymentMethods } = usePageConfig();
  const money = useFormatMoney();
  const [searchParams, setSearchParams] = useSearchParams();
  const cart = useCart();
  const items = cart.data?.carts;
  const data = useCheckoutStore(
    useShallow((s) => ({
      customerDetails: s.customerDetails,
      shippingAddress: s.shippingAddress,
      billingAddress: s.billingAddress,
      paymentMethod: s.paymentMethod,
      selectedShops: s.selectedShops,
      selectionCartKey: s.selectionCartKey,
    })),
  );
  const update = useCheckoutStore((s) => s.update);
  const coupons = useCartCoupons(items);
  const [placing, setPlacing] = useState(false);
  const leaving = useRef(false);

  const selected = items ? selectedShopIds(data, items) : [];
  const selectedItems = items?.filter((item) => selected.includes(item.shop.id)) ?? [];
  const couponCodes = selected.flatMap((shopId) => {
    const code = coupons.codeOf(shopId);
    return code && coupons.applied.has(shopId) ? [code] : [];
  });
  const addressId = data.shippingAddress?.id ?? null;

  const shipping = useQuery({
    queryKey: checkoutKeys.shippingCharge(addressId, selected, couponCodes),
    queryFn: async () => {
      const result = await getShippingCharge(api, {
        addressId: addressId!,
        shopIds: selected,
        coupons: couponCodes,
      });
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: addressId !== null && selected.length > 0,
    retry: false,
  });
  const shippingCharge = shipping.data ?? 0;
  useEffect(() => {
    if (shipping.data !== undefined) update({ shippingCharge: shipping.data });
  }, [shipping.data, update]);
  useEffect(() => {
    if (shipping.error) toast.error(shipping.error.message);
  }, [shipping.error]);

  // Nothing selected (or an empty cart): back to the cart (storefront spec §2 Checkout).
  const nothingSelected = items !== undefined && selected.length === 0;
  useEffect(() => {
    if (!nothingSelected || leaving.current) return;
    leaving.current = true;
    toast.error(t('please_select_at_least_one_shop'));
    void navigate('/cart', { replace: true });
  }, [nothingSelected, navigate, t]);

  const wanted = stepFromQuery(searchParams.get('checkoutStep'));
  const step = reachableStep(wanted, {
    customerDetails: data.customerDetails !== null,
    shippingAddress: data.shippingAddress !== null,
  });
  useEffect(() => {
    if (step !== wanted && !leaving.current)
      setSearchParams({ checkoutStep: String(step) }, { replace: true });
  }, [step, wanted, setSearchParams]);

  function goTo(next: CheckoutStep) {
    setSearchParams({ checkoutStep: String(next) });
    window.scrollTo({ top: 0 });
  }

  function nextFromShipping() {
    if (!data.shippingAddress) {
      toast.error(t('please_select_a_shipping_address'));
      return;
    }
    goTo(3);
  }

  async function submitOrder() {
    const details = data.customerDetails;
    const address = data.shippingAddress;
    if (!details) return goTo(1);
    if (!address) return goTo(2);
    if (!data.paymentMethod || !paymentMethods.some((m) => m.value === data.paymentMethod)) {
      toast.error(t('please_select_a_payment_method'));
      return;
    }
    setPlacing(true);
    leaving.current = true;
    const result = await placeOrder(api, {
      ...details,
      shippingAddressId: address.id,
      billingAddressId: data.billingAddress?.id ?? address.id,
      shopIds: selected,
      couponCodes,
      cartIds: selectedItems.map((item) => item.id),
      paymentMethod: data.paymentMethod,
      idempotencyKey: newIdempotencyKey(),
    });
    if (!result.ok) {
      toast.error(result.message);
      setPlacing(false);
      await navigate('/orders/failed');
      return;
    }
    const { orderCode, goToPayment, paymentToken } = result.data;
    if (goToPayment && paymentToken) {
      // The checkout data (address, coupons) stays until the payment succeeds: a payment cancelled
      // or failed at the gateway gives the cart back as it was (issue 19 §3); the success page
      // clears it.
      await navigate('/payment', { state: { code: orderCode, token: paymentToken } satisfies PaymentState });
      return;
    }
    await navigate(`/orders/success/${orderCode}`);
    // The ordered lines are gone from the cart: the next checkout starts afresh (after leaving, so
    // the emptied data does not send this page back a step first).
    useCheckoutStore.setState({ ...EMPTY_CHECKOUT, customerDetails: details });
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }

  if (!items || nothingSelected) return <WizardSkeleton />;

  const totals = cartTotals(items, {
    decimals: currency.decimals,
    selectedShopIds: selected,
    couponDiscounts: coupons.discounts,
    shippingCharge,
  });
  const busy = placing || coupons.checking || shipping.isFetching;
  // a selected shop below its minimum order cannot be ordered from (the server refuses it too)
  const shortfalls = minimumOrderShortfalls(selectedItems, currency.decimals);

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="grid gap-5">
        <StepIndicator step={step} />
        <ZoneChangesNotice />
        {shortfalls.length > 0 ? (
          <div
            role="alert"
            className="grid gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            {shortfalls.map((shortfall) => (
              <p key={shortfall.shopId}>{minimumOrderMessage(shortfall, t, money)}</p>
            ))}
            <Link to="/cart" className="font-medium underline">
              {t('back_to_cart')}
            </Link>
          </div>
        ) : null}
        <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          {step === 1 ? <CustomerDetailsStep onDone={() => goTo(2)} /> : null}
          {step === 2 ? <ShippingStep /> : null}
          {step === 3 ? <PaymentStep /> : null}
        </div>
        <div className="flex flex-wrap justify-between gap-3">
          {step === 1 ? (
            <Link to="/cart" className={buttonClasses('outline', 'md')}>
              {t('back_to_cart')}
            </Link>
          ) : (
            <Button variant="outline" onClick={() => goTo((step - 1) as CheckoutStep)} disabled={placing}>
              {t('previous_step')}
            </Button>
          )}
          {step === 1 ? (
            <Button type="submit" form={CUSTOMER_FORM_ID}>
              {t('next_step')}
            </Button>
          ) : step === 2 ? (
            <Button onClick={nextFromShipping}>{t('next_step')}</Button>
          ) : (
            <Button
              onClick={submitOrder}
              disabled={busy || paymentMethods.length === 0 || shortfalls.length > 0}
              aria-busy={placing}
            >
              {t('place_order')}
            </Button>
          )}
        </div>
      </div>
      <OrderSummary items={selectedItems} totals={totals} />
    </div>
  );
}
