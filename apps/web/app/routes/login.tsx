import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { useIsMultiVendor } from '../lib/shop-context.tsx';
import { buttonClasses } from '../ui/button.tsx';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  ...(loaded ? [{ title: loaded.title }] : []),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request }: Route.LoaderArgs) {
  return { title: serverTranslate(request)('seller_dashboard') };
}

/**
 * /login: where "Go To Dashboard" leads. The seller dashboard is not part of this storefront;
 * the page says so and how a shop gets approved, instead of failing.
 */
export default function SellerLogin() {
  const { t } = useTranslation();
  const multiVendor = useIsMultiVendor();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <Store aria-hidden className="size-12 text-primary-500" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('seller_dashboard')}</h1>
      <p className="text-slate-700">{t('the_seller_dashboard_is_not_part_of_this_storefront')}</p>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('how_a_shop_is_approved')}</h2>
      <p className="text-slate-700">{t('an_operator_approves_a_shop_with')}</p>
      <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100">
        <code>npm run shops -- approve SHOP-SLUG</code>
      </pre>
      <p className="text-slate-700">{t('once_approved_the_shop_is_listed')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          {t('back_to_home')}
        </Link>
        {multiVendor ? (
          <Link to="/shops" className={buttonClasses('outline')}>
            {t('shops')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
