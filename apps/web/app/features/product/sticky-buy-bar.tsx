import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { TAP_HOLD_ATTRIBUTE } from '../../lib/tap-replay.ts';
import { Button } from '../../ui/button.tsx';
import { ADD_TO_CART_FIELDS } from './add-to-cart-form.ts';
import type { ProductPurchase } from './use-product-purchase.ts';

/** Below this width the buttons stick to the bottom of the screen (storefront spec §4 "Mobile"). */
const STICKY_MEDIA = '(max-width: 1023.98px)';
/** Room kept under the page for the sticky buttons and the bottom bar (storefront spec §4). */
export const STICKY_BODY_PADDING_PX = 136;
/** Height of the mobile bottom bar the sticky buttons sit on (storefront spec §9). */
export const STICKY_BOTTOM_OFFSET_PX = 58;

/** While mounted on a small screen, the page keeps 136 px free at the bottom for the sticky buttons. */
function useBodyBottomPadding() {
  useEffect(() => {
    const media = window.matchMedia(STICKY_MEDIA);
    const body = document.body;
    const previous = body.style.paddingBottom;
    const apply = () => {
      body.style.paddingBottom = media.matches ? `${STICKY_BODY_PADDING_PX}px` : previous;
    };
    apply();
    media.addEventListener('change', apply);
    return () => {
      media.removeEventListener('change', apply);
      body.style.paddingBottom = previous;
    };
  }, []);
}

/**
 * Add To Cart and Buy Now fixed above the mobile bottom bar on phones and tablets. Given the id of
 * the purchase panel's form, they are its submit buttons (so they work without JavaScript too, and
 * with it the form's handler runs as for the panel's own buttons).
 */
export function StickyBuyBar({ purchase, formId }: { purchase: ProductPurchase; formId?: string }) {
  const { t } = useTranslation();
  useBodyBottomPadding();
  const disabled = purchase.outOfStock || purchase.busy;
  const submit = (intent: 'add' | 'buy') =>
    formId
      ? {
          type: 'submit' as const,
          form: formId,
          name: ADD_TO_CART_FIELDS.intent,
          value: intent,
          [TAP_HOLD_ATTRIBUTE]: '',
        }
      : { onClick: intent === 'add' ? purchase.addToCart : purchase.buyNow };
  return (
    <section
      aria-label={t('buy_this_product')}
      className="fixed inset-x-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur lg:hidden"
      style={{ bottom: STICKY_BOTTOM_OFFSET_PX }}
    >
      <div className="mx-auto flex max-w-3xl gap-3">
        <Button className="flex-1" disabled={disabled} {...submit('add')}>
          {t('add_to_cart')}
        </Button>
        <Button className="flex-1" variant="dark" disabled={disabled} {...submit('buy')}>
          {t('buy_now')}
        </Button>
      </div>
    </section>
  );
}
