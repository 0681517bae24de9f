import { data, Link } from 'react-router';
import { ProductGrid } from '../features/catalog/product-grid.tsx';
import { getShopSections, shopPath } from '../features/shops/api.ts';
import { shopMeta } from '../features/shops/shop-meta.ts';
import { ShopSections } from '../features/shops/shop-sections.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { notFound } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { buttonClasses } from '../ui/button.tsx';
import type { Route } from './+types/shops.$slug._index';

export const meta: Route.MetaFunction = ({ matches, location }) => shopMeta(matches, location, null);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await getShopSections(serverApiClient(request, context), params.slug);
  if (!result.ok) throw data(null, { status: 502 });
  if (!result.data) throw notFound();
  return { slug: params.slug, ...result.data };
}

/** Shop home (storefront spec §2 Shops): the configured sections in order, then "Just For You". */
export default function ShopHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, sections, justForYouProducts } = loaderData;
  const allProducts = shopPath(slug, 'products');
  return (
    <div className="flex flex-col gap-10">
      <ShopSections sections={sections} allProductsHref={allProducts} />
      <section aria-labelledby="just-for-you" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="just-for-you" className="text-xl font-bold text-slate-900">
            {t('just_for_you')}
          </h2>
          <Link to={allProducts} className={buttonClasses('outline', 'sm')}>
            {t('all_products')}
          </Link>
        </div>
        <ProductGrid
          products={justForYouProducts}
          columns={5}
          priorityCount={sections.length === 0 ? 5 : 0}
        />
      </section>
    </div>
  );
}
