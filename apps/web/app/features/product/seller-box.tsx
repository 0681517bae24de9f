import type { ShopShort } from '@shop/contracts/catalog';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { Rating } from '../../ui/rating.tsx';

/** The shop selling the product, with a link to its storefront (multiVendor only). */
export function SellerBox({ shop }: { shop: ShopShort }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('sold_by')} className="rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('sold_by')}</p>
      <div className="mt-3 flex items-center gap-3">
        <Image
          src={shop.logo}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full border border-slate-200 object-cover"
        />
        <div className="min-w-0">
          <p dir="auto" className="truncate font-semibold text-slate-900">
            {shop.name}
          </p>
          <Rating value={shop.rating.average} count={shop.rating.total} />
        </div>
      </div>
      <Link
        to={`/shops/${encodeURIComponent(shop.slug)}`}
        className={buttonClasses('outline', 'sm', 'mt-4 w-full')}
      >
        <Store aria-hidden className="size-4" />
        {t('visit_store')}
      </Link>
    </section>
  );
}
