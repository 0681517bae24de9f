import type { CartItem } from '@shop/contracts/cart';
import type { AppliedCoupon } from '@shop/contracts/checkout';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useUser } from '../../lib/session.ts';
import { sessionWhenKnown } from '../../lib/session-store.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { type CartCoupon, cartKey, useCheckoutStore } from '../checkout/index.ts';
import { applyCoupon, cartCouponKeys } from './api.ts';

class CouponRefusedError extends Error {}

/**
 * The coupons of the cart, one per shop (storefront spec §5): applying needs a signed-in user (else
 * the 'signin' popup opens), an empty code is ignored, 'Coupon not found!' and the other refusals
 * come from the server. What a coupon takes off is the server's answer for the current cart: it is
 * asked again whenever the cart changes, and a coupon the cart no longer qualifies for is removed
 * with the server's reason.
 */
export function useCartCoupons(items: readonly CartItem[] | undefined) {
  const api = useApi();
  const { t } = useTranslation();
  const openPopup = useOpenPopup();
  const queryClient = useQueryClient();
  const stored = useCheckoutStore((s) => s.coupons);
  const update = useCheckoutStore((s) => s.update);
  const key = items ? cartKey(items) : '';
  const shopIds = new Set(items?.map((item) => item.shop.id) ?? []);
  const user = useUser();
  const coupons = user && items ? stored.filter((c) => shopIds.has(c.shopId)) : [];

  const results = useQueries({
    queries: coupons.map((coupon) => ({
      queryKey: cartCouponKeys.applied(coupon, key),
      queryFn: async (): Promise<AppliedCoupon> => {
        const result = await applyCoupon(api, coupon);
        if (!result.ok) throw new CouponRefusedError(result.message);
        return result.data;
      },
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
  });

  const refused = results.flatMap((result, i) =>
    result.error instanceof CouponRefusedError
      ? [{ coupon: coupons[i]!, message: result.error.message }]
      : [],
  );
  const refusedKey = refused.map((r) => `${r.coupon.shopId}:${r.coupon.code}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per set of refused coupons
  useEffect(() => {
    if (refused.length === 0) return;
    const gone = new Set(refused.map((r) => r.coupon.shopId));
    update({ coupons: useCheckoutStore.getState().coupons.filter((c) => !gone.has(c.shopId)) });
    for (const { message } of refused) toast.error(message);
  }, [refusedKey]);

  const applied = new Map<number, AppliedCoupon>();
  results.forEach((result, i) => {
    if (result.data) applied.set(coupons[i]!.shopId, result.data);
  });
  const discounts = new Map([...applied].map(([shopId, coupon]) => [shopId, coupon.couponDiscount]));

  const mutation = useMutation({
    mutationFn: (input: CartCoupon) => applyCoupon(api, input),
    onSuccess: (result, input) => {
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      const coupon: CartCoupon = { code: result.data.code, shopId: input.shopId };
      queryClient.setQueryData(cartCouponKeys.applied(coupon, key), result.data);
      update({
        coupons: [...useCheckoutStore.getState().coupons.filter((c) => c.shopId !== input.shopId), coupon],
      });
      toast.success(result.message || t('coupon_applied_successfully'));
    },
    onError: () => toast.error(t('something_went_wrong')),
  });

  /** Applies `code` to the shop's lines; resolves to whether it was applied. */
  async function apply(shopId: number, code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (trimmed === '') return false;
    // before start-up has decided who is here, wait for it (a signed-in shopper is no guest)
    if (!(await sessionWhenKnown()).user) {
      openPopup('signin');
      return false;
    }
    if (coupons.some((c) => c.shopId === shopId)) return false;
    try {
      const result = await mutation.mutateAsync({ code: trimmed, shopId });
      return result.ok;
    } catch {
      return false;
    }
  }

  function remove(shopId: number) {
    update({ coupons: useCheckoutStore.getState().coupons.filter((c) => c.shopId !== shopId) });
  }

  return {
    /** the applied coupon of each shop that has one */
    applied,
    /** shop id → what its coupon takes off now */
    discounts,
    /** coupon codes still being checked against the current cart */
    checking: results.some((r) => r.isFetching),
    codeOf: (shopId: number) => coupons.find((c) => c.shopId === shopId)?.code ?? null,
    apply,
    remove,
    applyingShopId: mutation.isPending ? (mutation.variables?.shopId ?? null) : null,
  };
}
