import { PAYMENT_AUTOSUBMIT_DELAY_MS } from '@shop/contracts/constants';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { buttonClasses } from '../../ui/button.tsx';

/**
 * The hand-off to the payment page (storefront spec §2 route table): a form POST of the order code
 * and its payment token to `/payments`, sent by itself after 100 ms; the button sends it by hand.
 */
export function PaymentRedirect({ code, token }: { code: number; token: string }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => form.current?.submit(), PAYMENT_AUTOSUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <form ref={form} method="post" action="/payments" className="grid justify-items-center gap-4 text-center">
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="token" value={token} />
      <p role="status" className="text-base text-slate-700">
        {t('taking_you_to_the_payment_page')}
      </p>
      <button type="submit" className={buttonClasses('primary', 'md')}>
        {t('continue_to_payment')}
      </button>
    </form>
  );
}

/** /payment reached without an order (a reload or a typed address): nothing to pay here. */
export function NoPaymentPending() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <p className="text-base text-slate-700">{t('there_is_no_order_waiting_for_payment')}</p>
      <Link to="/orders" className={buttonClasses('outline', 'md')}>
        {t('my_orders')}
      </Link>
    </div>
  );
}
