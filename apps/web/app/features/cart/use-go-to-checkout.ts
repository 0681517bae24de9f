import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { sessionWhenKnown } from '../../lib/session-store.ts';
import type { SessionUser } from '../../lib/session-wire.ts';
import { toast } from '../../lib/toast.ts';

/**
 * The cart's Checkout button (storefront spec §2 Cart): a guest gets the sign-in popup instead;
 * with no shop selected 'Please select at least one shop' shows; `refusal` (a selected shop below
 * its minimum order) is shown instead of going on. Resolves to whether it went to /checkout.
 *
 * The cart shows as soon as its own call answers, which can be before start-up has decided who is
 * signed in: a tap then waits for that decision rather than taking a signed-in shopper for a guest
 * (the sign-in popup opened instead of the checkout).
 */
export function useGoToCheckout(): (
  selectedShopIds: readonly number[],
  refusal?: string | null,
) => Promise<boolean> {
  const { t } = useTranslation();
  const openPopup = useOpenPopup();
  const navigate = useNavigate();
  const decide = (user: SessionUser | null, selectedShopIds: readonly number[], refusal?: string | null) => {
    if (!user) {
      openPopup('signin');
      return false;
    }
    if (selectedShopIds.length === 0) {
      toast.error(t('please_select_at_least_one_shop'));
      return false;
    }
    if (refusal) {
      toast.error(refusal);
      return false;
    }
    void navigate('/checkout');
    return true;
  };
  return async (selectedShopIds, refusal) =>
    decide((await sessionWhenKnown()).user, selectedShopIds, refusal);
}
