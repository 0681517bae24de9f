import { BadgePercent, ChartNoAxesCombined, Store, Truck } from 'lucide-react';
import { SellerSignupFormView } from '../features/sellers/seller-signup-form.tsx';
import { pageMeta, siteInfo } from '../features/seo/meta.ts';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { requireMultiVendor } from '../features/shops/multi-vendor.server.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/seller.signup';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta({
        site: siteInfo(matches),
        title: loaded.seo.title,
        description: loaded.seo.description,
        path: '/seller/signup',
      })
    : [{ name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMultiVendor(request, context);
  const t = serverTranslate(request);
  return { seo: { title: t('become_a_seller'), description: t('seller_signup_description') } };
}

const BLURBS = [
  { icon: Store, title: 'your_own_storefront', text: 'your_own_storefront_text' },
  { icon: ChartNoAxesCombined, title: 'reach_more_customers', text: 'reach_more_customers_text' },
  { icon: BadgePercent, title: 'campaigns_and_coupons', text: 'campaigns_and_coupons_text' },
  { icon: Truck, title: 'we_handle_the_checkout', text: 'we_handle_the_checkout_text' },
] as const;

/** Seller signup (storefront spec §2): banner, benefit blurbs, the registration form. */
export default function SellerSignupPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 sm:py-8">
      <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-primary-600 to-primary-400 px-6 py-12 text-primary-contrast sm:px-12 sm:py-16">
        <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('become_a_seller')}
        </h1>
        <p className="mt-3 max-w-2xl text-base opacity-90 sm:text-lg">{t('seller_signup_banner_text')}</p>
      </section>
      <section aria-labelledby="seller-benefits">
        <h2 id="seller-benefits" className="sr-only">
          {t('why_sell_with_us')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BLURBS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden className="size-7 text-primary-500" />
              <h3 className="font-semibold text-slate-900">{t(title)}</h3>
              <p className="text-sm text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <SellerSignupFormView />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
