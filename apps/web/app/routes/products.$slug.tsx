import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Await, type ShouldRevalidateFunction, useLocation, useNavigate } from 'react-router';
import { ProductGrid } from '../features/catalog/product-grid.tsx';
import { sanitizePageHtml } from '../features/pages/sanitize-page-html.server.ts';
import { addToCartAction } from '../features/product/add-to-cart-action.server.ts';
import { getProductDetails, getProductReviews } from '../features/product/api.ts';
import { ProductGallery } from '../features/product/product-gallery.tsx';
import { ProductReviews, reviewsPageOf } from '../features/product/product-reviews.tsx';
import { type ProductTab, ProductTabs } from '../features/product/product-tabs.tsx';
import { PurchaseHead, type PurchaseNotice, PurchasePanel } from '../features/product/purchase-panel.tsx';
import { SellerBox } from '../features/product/seller-box.tsx';
import { ServiceBoxes } from '../features/product/service-boxes.tsx';
import { StickyBuyBar } from '../features/product/sticky-buy-bar.tsx';
import { useProductPurchase } from '../features/product/use-product-purchase.ts';
import {
  ADDED_PARAM,
  type Selection,
  selectionFromSearch,
  selectionSearch,
  toggleValue,
} from '../features/product/variation-selection.ts';
import { productPageMeta } from '../features/seo/product-meta.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { apiFailure, notFound } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { useIsMultiVendor } from '../lib/shop-context.tsx';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { RouteError } from '../ui/route-error.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import type { Route } from './+types/products.$slug';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  productPageMeta(matches, loaded?.product ?? null);

/**
 * The product is awaited (it is the page); the first page of its reviews is streamed after it,
 * so a slow review query never delays the product.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = serverApiClient(request, context);
  const result = await getProductDetails(api, params.slug);
  if (!result.ok) throw apiFailure(result.status);
  if (!result.data) throw notFound();
  const product = { ...result.data, description: sanitizePageHtml(result.data.description) };
  const page = reviewsPageOf(new URL(request.url).search);
  const reviews = getProductReviews(api, product.id, page).then((r) => ({
    page,
    result: r.ok ? r.data : null,
  }));
  return { product, reviews };
}

/**
 * Add To Cart / Buy Now posted without JavaScript (issue 19 §1); with it the page adds itself and
 * never posts. See `addToCartAction`.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  return addToCartAction(request, context, params.slug);
}

/**
 * Paging the reviews or choosing a value only changes the query string: the product is not read
 * again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const multiVendor = useIsMultiVendor();
  const location = useLocation();
  const navigate = useNavigate();
  const buyFormId = useId();
  // rendered for the shopper's zone: the loader's API call sends the `zoneId` cookie's zone
  // (lib/server-api.server.ts), and saving a location reloads the page
  const product = loaderData.product;
  const combinations = product.variationCombinations;
  // the choice is in the address (`?options=`): the server renders it, and it can be shared
  const addressSelection = useMemo(
    () => selectionFromSearch(location.search, combinations),
    [location.search, combinations],
  );
  const purchase = useProductPurchase(product, {
    addressSelection,
    onSelectionChange: (next: Selection) =>
      navigate(
        { search: selectionSearch(location.search, next, combinations), hash: location.hash },
        { replace: true, preventScrollReset: true },
      ),
  });
  const valueHref = (combinationId: number, valueId: number) =>
    selectionSearch(location.search, toggleValue(purchase.selection, combinationId, valueId), combinations);
  const notice: PurchaseNotice | null = actionData?.cartProblem
    ? { kind: 'problem', problem: actionData.cartProblem }
    : new URLSearchParams(location.search).has(ADDED_PARAM)
      ? { kind: 'added' }
      : null;
  const [tab, setTab] = useState<ProductTab>(() =>
    reviewsPageOf(location.search) > 1 ? 'reviews' : 'description',
  );

  useEffect(() => {
    if (location.hash === '#reviews') setTab('reviews');
  }, [location.hash]);

  // useProductPurchase reads the cart, so the cart's first load (and every change of it)
  // renders this page again, at once and in one task: the parts that do not depend on the
  // purchase are kept as they are, and only the purchase panel and the gallery render again.
  // The Suspense boundaries are memoized whole, not only their contents: the cart usually arrives
  // while they are still waiting to hydrate, and a boundary that receives new props then (a new
  // `<Suspense>` element has new props, whatever its children) is hydrated at once, in that
  // synchronous render: a task of ~20 ms on this machine (Chromium traces). The same element
  // again is skipped, and the boundary hydrates in React's own slices (decision 163).
  const breadcrumb = useMemo(
    () => (
      <Breadcrumb
        items={[
          { label: t('home'), to: '/' },
          ...(product.rootCategory
            ? [
                {
                  label: product.rootCategory.name,
                  to: `/categories/${encodeURIComponent(product.rootCategory.slug)}`,
                },
              ]
            : [{ label: t('products'), to: '/products' }]),
          { label: product.name },
        ]}
      />
    ),
    [t, product.rootCategory, product.name],
  );
  const aside = useMemo(
    () => (
      <Suspense fallback={null}>
        <aside className="flex flex-col gap-4 lg:col-span-2 xl:col-span-1 xl:col-start-3 xl:row-span-2 xl:row-start-1">
          {multiVendor ? <SellerBox shop={product.shop} /> : null}
          <ServiceBoxes product={product} />
        </aside>
      </Suspense>
    ),
    [multiVendor, product],
  );
  const gallery = useMemo(
    () => (
      <Suspense fallback={null}>
        <ProductGallery name={product.name} images={product.images} activeImage={purchase.image} priority />
      </Suspense>
    ),
    [product.name, product.images, purchase.image],
  );
  const details = useMemo(
    () => (
      <Suspense fallback={null}>
        <ProductTabs
          value={tab}
          onValueChange={setTab}
          descriptionHtml={product.description}
          reviews={
            <Suspense fallback={<ReviewsSkeleton />}>
              <Await
                resolve={loaderData.reviews}
                errorElement={
                  <ProductReviews productId={product.id} rating={product.rating} initial={null} />
                }
              >
                {(first) => <ProductReviews productId={product.id} rating={product.rating} initial={first} />}
              </Await>
            </Suspense>
          }
        />

        {product.relatedProducts.length > 0 ? (
          <section aria-labelledby="related-products" className="flex flex-col gap-4">
            <h2 id="related-products" className="text-xl font-bold text-slate-900">
              {t('related_products')}
            </h2>
            <ProductGrid products={product.relatedProducts} />
          </section>
        ) : null}
      </Suspense>
    ),
    [t, tab, product, loaderData.reviews],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:py-8">
      {breadcrumb}

      {/* The head (name, rating, price) comes first in the document, the pictures next: on a phone
          that is their order on the screen, so the name and price are on the first screen; from
          1024 px the pictures take the first column, beside the head and the rest of the panel. */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8 xl:grid-cols-[minmax(0,5fr)_minmax(0,5fr)_minmax(0,3fr)]">
        <PurchaseHead
          className="lg:col-start-2 lg:row-start-1"
          product={product}
          purchase={purchase}
          reviewsHref="#reviews"
          onReviewsClick={() => setTab('reviews')}
        />
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {/* the gallery, the seller and service boxes, and the tabs with the related products
              each hydrate in a commit of their own, after the head and the panel (decision 156) */}
          {gallery}
        </div>
        <PurchasePanel
          className="lg:col-start-2 lg:row-start-2"
          product={product}
          purchase={purchase}
          valueHref={valueHref}
          notice={notice}
          formId={buyFormId}
        />
        {aside}
      </div>

      {details}

      <StickyBuyBar purchase={purchase} formId={buyFormId} />
    </div>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[280px_1fr]">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-12 w-24" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
