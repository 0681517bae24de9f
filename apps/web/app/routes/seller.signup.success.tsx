import { CircleCheck } from 'lucide-react';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { requireMultiVendor } from '../features/shops/multi-vendor.server.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/seller.signup.success';

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  ...(loaded ? [{ title: loaded.title }] : []),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMultiVendor(request, context);
  return { title: serverTranslate(request)('your_registration_is_completed') };
}

/** After seller signup: "Go To Dashboard" is a full page load of /login (storefront spec §2). */
export default function SellerSignupSuccess() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CircleCheck aria-hidden className="size-16 text-emerald-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('your_registration_is_completed')}
      </h1>
      <p className="mt-3 text-slate-600">{t('your_shop_is_waiting_for_approval')}</p>
      {/* A plain anchor: the dashboard is outside this app, so the browser loads it afresh. */}
      <a href="/login" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('go_to_dashboard')}
      </a>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} retryHint={false} />;
}
