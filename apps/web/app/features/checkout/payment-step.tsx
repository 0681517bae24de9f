import { clsx } from 'clsx';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { Image } from '../../ui/image.tsx';
import { useCheckoutStore } from './checkout-data.ts';

/**
 * Step 3: the payment methods of the page configuration, each with its image (storefront spec §2
 * Checkout).
 */
export function PaymentStep() {
  const { t } = useTranslation();
  const { paymentMethods } = usePageConfig();
  const chosen = useCheckoutStore((s) => s.paymentMethod);
  const update = useCheckoutStore((s) => s.update);
  if (paymentMethods.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
        {t('no_payment_methods_available')}
      </p>
    );
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-slate-900">{t('payment_method')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {paymentMethods.map((method) => (
          <label
            key={method.value}
            className={clsx(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-200',
              chosen === method.value ? 'border-primary-500 bg-primary-50/50' : 'border-slate-200 bg-white',
            )}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method.value}
              checked={chosen === method.value}
              onChange={() => update({ paymentMethod: method.value })}
              className="accent-primary-500"
            />
            <Image src={method.image} alt="" width={90} height={36} className="h-9 w-auto" />
            <span className="text-sm font-medium text-slate-900">{translatedMessage(t, method.name)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
