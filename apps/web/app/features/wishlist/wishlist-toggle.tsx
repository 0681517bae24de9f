import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { readString } from '../../lib/browser-storage.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { toast } from '../../lib/toast.ts';
import { wishlistKeys } from './api.ts';

export interface WishlistToggleProps {
  productId: number;
  productName: string;
  inWishlist: boolean;
  className?: string;
}

/**
 * Heart button of a product (storefront spec §4/§5): signed-out shoppers get the sign-in popup;
 * otherwise POST /wishlists/create or /wishlists/delete, the state flips locally, a toast says what
 * happened and the wishlist (badge, page) is refreshed. A 401 means the session ended: sign in.
 */
export function WishlistToggle({ productId, productName, inWishlist, className }: WishlistToggleProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const openPopup = useOpenPopup();
  const [saved, setSaved] = useState(inWishlist);
  const [busy, setBusy] = useState(false);

  useEffect(() => setSaved(inWishlist), [inWishlist]);

  async function toggle() {
    if (!readString('local', STORAGE_KEYS.accessToken)) {
      openPopup('signin');
      return;
    }
    setBusy(true);
    const adding = !saved;
    const result = await api.post(adding ? '/wishlists/create' : '/wishlists/delete', { productId });
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) openPopup('signin');
      else toast.error(result.message);
      return;
    }
    setSaved(adding);
    toast.success(adding ? t('added_to_wishlist') : t('removed_from_wishlist'));
    await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-label={
        saved
          ? t('remove_name_from_wishlist', { name: productName })
          : t('add_name_to_wishlist', { name: productName })
      }
      className={clsx(
        'wishlist-toggle',
        saved ? 'text-rose-500' : 'text-slate-500 hover:text-rose-500',
        className,
      )}
    >
      <span aria-hidden className={clsx('icon', saved ? 'icon-heart-filled' : 'icon-heart')} />
    </button>
  );
}
