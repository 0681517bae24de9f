import type { AdminProductDetail } from '@shop/contracts/admin/products';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { RecordGate, useIdParam } from '../../../console/common/record-route.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { productQuery, useProductHold } from '../api.ts';
import { ProductState } from '../state-label.tsx';
import { UnpublishDialog } from './components/unpublish-dialog.tsx';

/**
 * /admin/products/:id (issue 18 §3): one product of any shop, read-only (the seller edits it in the
 * seller center): shop, categories, pictures, description, variations with stock, its storefront
 * page. The operator unpublishes it with a reason the seller reads (only an operator can publish it
 * again), or publishes it again.
 */
export default function ProductDetailRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useQuery({ ...productQuery(id), enabled: id > 0 });
  const back = (
    <Link to="/admin/products" className="inline-flex items-center gap-1 text-primary-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('products.back')}
    </Link>
  );
  return (
    <RecordGate
      id={id}
      query={query}
      back={back}
      notFoundTitle={t('products.notFound')}
      errorTitle={t('products.loadFailed')}
      skeletons={['h-40', 'h-64']}
    >
      {(product) => <ProductDetail product={product} back={back} />}
    </RecordGate>
  );
}

function ProductDetail({ product, back }: { product: AdminProductDetail; back: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const hold = useProductHold(product.id);
  const [unpublishing, setUnpublishing] = useState(false);
  const money = new Intl.NumberFormat(formatLocale(i18n.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const dateTime = new Intl.DateTimeFormat(formatLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const live = product.state === 'published' && product.shopOnline;

  const publishAgain = () =>
    hold.mutate(null, {
      onSuccess: () => notify.success(t('products.publishedAgain')),
      onError: (error) => notify.error(error.message),
    });

  return (
    <>
      <PageHeader
        title={product.name}
        description={back}
        actions={
          <>
            {live ? (
              <a
                href={product.storefrontPath}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('outline')}
              >
                <ExternalLink aria-hidden className="size-4" />
                {t('products.viewOnStorefront')}
              </a>
            ) : null}
            {product.state === 'held' ? (
              <Button onClick={publishAgain} disabled={hold.isPending}>
                {t('products.publishAgain')}
              </Button>
            ) : product.state === 'deleted' ? null : (
              <Button
                variant="dark"
                className="bg-red-600 text-white hover:bg-red-700"
                onClick={() => setUnpublishing(true)}
              >
                {t('products.unpublish')}
              </Button>
            )}
          </>
        }
      />
      {product.hold ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-medium">
            {t('products.heldSince', { date: dateTime.format(new Date(product.hold.at)) })}
          </p>
          <p dir="auto" className="mt-1 break-words">
            {product.hold.reason}
          </p>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title={t('products.details')}>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-600">{t('products.stateLabel')}</dt>
              <dd>
                <ProductState state={product.state} />
              </dd>
              <dt className="text-slate-600">{t('products.shop')}</dt>
              <dd dir="auto">
                {product.shop.name}
                {product.shopOnline ? null : ` (${t('products.shopOffline')})`}
              </dd>
              <dt className="text-slate-600">{t('products.categories')}</dt>
              <dd dir="auto">{product.categories.map((c) => c.name).join(', ') || '–'}</dd>
              <dt className="text-slate-600">{t('products.brand')}</dt>
              <dd dir="auto">{product.brand ?? '–'}</dd>
              <dt className="text-slate-600">{t('products.unit')}</dt>
              <dd dir="auto">{product.unit ?? '–'}</dd>
              <dt className="text-slate-600">{t('products.tags')}</dt>
              <dd dir="auto">{product.tags.join(', ') || '–'}</dd>
              <dt className="text-slate-600">{t('products.storefrontPage')}</dt>
              <dd dir="ltr" className="text-start break-all">
                {product.storefrontPath}
              </dd>
            </dl>
          </Panel>
          <Panel title={t('products.variations')}>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('products.variations')}</caption>
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 text-start font-medium">
                      {t('products.sku')}
                    </th>
                    <th scope="col" className="py-2 text-start font-medium">
                      {t('products.variation')}
                    </th>
                    <th scope="col" className="py-2 text-end font-medium">
                      {t('products.price')}
                    </th>
                    <th scope="col" className="py-2 text-end font-medium">
                      {t('products.stock')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {product.variations.map((v) => (
                    <tr key={v.id} className="border-t border-slate-100">
                      <td dir="ltr" className="py-2 text-start break-all">
                        {v.sku}
                      </td>
                      <td dir="auto" className="py-2">
                        {v.label || '–'}
                      </td>
                      <td className="py-2 text-end tabular-nums">{money.format(v.price)}</td>
                      <td className="py-2 text-end tabular-nums">{v.stock}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
          <Panel title={t('products.description')}>
            {product.shortDescription ? (
              <p dir="auto" className="mb-3 text-sm text-slate-700">
                {product.shortDescription}
              </p>
            ) : null}
            {product.description ? (
              <div
                dir="auto"
                className="prose prose-sm max-w-none break-words"
                // the API stores descriptions sanitised (decision 72), as the storefront shows them
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
                dangerouslySetInnerHTML={{ __html: product.description }}
              />
            ) : (
              <p className="text-sm text-slate-500">–</p>
            )}
          </Panel>
        </div>
        <Panel title={t('products.pictures')}>
          {product.images.length === 0 ? (
            <p className="text-sm text-slate-500">{t('products.noPictures')}</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2">
              {product.images.map((url, i) => (
                <li key={url}>
                  <img
                    src={url}
                    alt={t('products.pictureAlt', { name: product.name, number: i + 1 })}
                    width={160}
                    height={160}
                    className="aspect-square w-full rounded object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <UnpublishDialog
        productId={product.id}
        name={product.name}
        open={unpublishing}
        onClose={() => setUnpublishing(false)}
      />
    </>
  );
}
