import type { CartItem } from '@shop/contracts/cart';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';

/**
 * The guest's cart as the server read it, for a browser that runs no JavaScript (issue 19 §1):
 * the cart page renders it inside `<noscript>`, so a page that runs never shows it (a signed-in
 * shopper's cart is read in the browser with the token the server does not have).
 */
export function GuestCartLines({ lines }: { lines: readonly CartItem[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <div className="grid gap-3">
      <ul aria-label={t('cart')} className="grid gap-2">
        {lines.map((line) => (
          <li key={line.id} className="rounded-xl border border-slate-200 p-3 text-sm">
            <Link
              to={`/products/${encodeURIComponent(line.product.slug)}`}
              className="font-medium text-slate-900 hover:text-primary-600"
            >
              <bdi>{line.product.name}</bdi>
            </Link>
            {line.variation.name ? <span className="text-slate-500"> · {line.variation.name}</span> : null}
            <div className="text-slate-600">
              {t('quantity')}: {line.qty} ·{' '}
              {t('unit_price_each_before_tax', { price: money(line.variation.discountedBasePrice) })}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('turn_on_javascript_to_check_out')}</p>
    </div>
  );
}
