import { isRouteErrorResponse } from 'react-router';
import { useTranslation } from '../lib/i18n-react.tsx';
import { NotFoundView } from './not-found-view.tsx';

/**
 * What a storefront page shows in place of itself when its loader or render failed (storefront spec
 * §8): the not-found page for a 404 answer (unless `notFoundPage` is false, for pages whose 404 is no
 * missing thing), else "Something went wrong" and, unless `retryHint` is false, "Please try again
 * in a moment". Thrown errors (not answers) are logged.
 */
export function RouteError({
  error,
  notFoundPage = true,
  retryHint = true,
}: {
  error: unknown;
  notFoundPage?: boolean;
  retryHint?: boolean;
}) {
  const { t } = useTranslation();
  const answer = isRouteErrorResponse(error);
  if (notFoundPage && answer && error.status === 404) return <NotFoundView />;
  if (!answer) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('something_went_wrong')}</h1>
      {retryHint ? <p className="mt-3 text-slate-600">{t('please_try_again_in_a_moment')}</p> : null}
    </section>
  );
}
