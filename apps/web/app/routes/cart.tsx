import { GUEST_COOKIE } from '@shop/contracts/constants';
import { getCart } from '../features/cart/api.ts';
import { CartContents } from '../features/cart/cart-view.tsx';
import { GuestCartLines } from '../features/cart/guest-cart-lines.tsx';
import { parseCookies } from '../lib/cookies.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { serverApiClient } from '../lib/server-api.server.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import type { Route } from './+types/cart';

/**
 * The guest's lines read by the server, only for a browser without JavaScript (shown in
 * `<noscript>`); none without a guest cookie. In the app the cart loads in the browser (it belongs
 * to the shopper's token or cookie and zone), so a client navigation asks the server nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!parseCookies(request.headers.get('Cookie'))[GUEST_COOKIE]) return { guestLines: null };
  const result = await getCart(serverApiClient(request, context));
  return { guestLines: result.ok ? result.data.carts : null };
}

export function clientLoader() {
  return { guestLines: null };
}

/**
 * The cart page (storefront spec §2 Cart); the cart itself loads in the browser (it belongs to the
 * shopper).
 */
export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lines = loaderData.guestLines;
  return (
    <div className="mx-auto grid max-w-7xl gap-5 px-4 py-6">
      <title>{t('cart')}</title>
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('cart') }]} />
      <h1 className="text-2xl font-bold text-slate-900">{t('my_cart')}</h1>
      {lines && lines.length > 0 ? (
        <noscript>
          <GuestCartLines lines={lines} />
        </noscript>
      ) : null}
      <CartContents variant="page" />
    </div>
  );
}
