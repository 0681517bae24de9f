import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * The cart's Checkout button (SPEC §2 Cart): a guest gets the sign-in popup instead; with no shop
 * selected 'Please select at least one shop' shows; `refusal` (a selected shop below its minimum
 * order) is shown instead of going on. Returns whether it went to /checkout.
 */
export function useGoToCheckout(): (selectedShopIds: readonly number[], refusal?: string | null) => boolean {
  const { t } = useTranslation();
  const user = useUser();
  const openPopup = useOpenPopup();
  const navigate = useNavigate();
  return (selectedShopIds, refusal) => {
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
}
