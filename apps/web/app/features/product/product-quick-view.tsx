import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi } from '../../lib/shop-context.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { productPath } from '../catalog/index.ts';
import { getProductDetails, type ProductDetails, productKeys } from './api.ts';
import { ProductGallery } from './product-gallery.tsx';
import { PurchaseHead, PurchasePanel } from './purchase-panel.tsx';
import { useProductPurchase } from './use-product-purchase.ts';

/** The 'product-preview' popup: the product's purchase block by slug, in a dialog (storefront spec §2). */
export function ProductQuickView({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery({
    queryKey: productKeys.details(slug),
    queryFn: async ({ signal }) => {
      const result = await getProductDetails(api, slug, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });
  const product = query.data ?? null;
  return (
    <PopupFrame
      open
      onClose={onClose}
      title={product?.name ?? (query.isPending ? t('loading') : t('product_not_found'))}
      className="max-w-4xl"
    >
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-6 md:grid-cols-2">
          <Skeleton className="aspect-square rounded-2xl" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        </div>
      ) : product ? (
        <QuickViewBody product={product} />
      ) : (
        <p className="py-8 text-center text-slate-600">
          {query.isError ? query.error.message : t('product_not_found')}
        </p>
      )}
    </PopupFrame>
  );
}

function QuickViewBody({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const purchase = useProductPurchase(product);
  const path = productPath(product.slug);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery name={product.name} images={product.images} activeImage={purchase.image} />
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-5">
          <PurchaseHead
            product={product}
            purchase={purchase}
            showName={false}
            reviewsHref={`${path}#reviews`}
          />
          <PurchasePanel product={product} purchase={purchase} />
        </div>
        <Link
          to={path}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-600 hover:underline"
        >
          {t('view_full_details')}
          <ExternalLink aria-hidden className="size-4" />
        </Link>
      </div>
    </div>
  );
}
