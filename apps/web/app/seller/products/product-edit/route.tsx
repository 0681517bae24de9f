import { useQuery } from '@tanstack/react-query';
import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../console/common/dialog.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { SellerApiError } from '../../lib/seller-api.ts';
import {
  catalogOptionsQuery,
  productDetailQuery,
  useDeleteProduct,
  useDuplicateProduct,
  useUpdateProduct,
} from '../api.ts';
import { BackToList } from '../common/back-to-list.tsx';
import { FormSkeleton } from '../common/form-skeleton.tsx';
import { detailToForm } from '../common/form-values.ts';
import { ProductForm } from '../common/product-form.tsx';

/**
 * /seller/products/:id: edit a product (its own URL: a link, the back button and a reload keep the
 * seller's place), duplicate or delete it. Stock changes are sent with the quantities the form
 * showed, so the API adds only the difference.
 */
export default function ProductEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const options = useQuery(catalogOptionsQuery());
  const detail = useQuery({ ...productDetailQuery(id), enabled: valid });
  const update = useUpdateProduct(id);
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const defaults = useMemo(
    () => (detail.data && options.data ? detailToForm(detail.data, options.data) : null),
    [detail.data, options.data],
  );

  const notFound = !valid || (detail.error instanceof SellerApiError && detail.error.status === 404);
  if (notFound) {
    return (
      <>
        <PageHeader title={t('products.notFound')} description={t('products.notFoundHint')} />
        <Link to="/seller/products" className={buttonClasses('primary')}>
          {t('products.backToList')}
        </Link>
      </>
    );
  }
  const failed = options.error ?? detail.error;
  const product = detail.data;

  return (
    <>
      <BackToList />
      <PageHeader
        title={product ? product.name : t('products.editProduct')}
        description={product ? t('products.editHint') : undefined}
        actions={
          product ? (
            <>
              {product.isPublished ? (
                <a
                  href={`/products/${product.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClasses('ghost', 'sm')}
                >
                  <ExternalLink aria-hidden className="size-4" />
                  {t('products.viewInShop')}
                </a>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                disabled={duplicate.isPending}
                onClick={async () => {
                  try {
                    const copy = await duplicate.mutateAsync(product.id);
                    notify.success(copy.message || t('products.duplicated'));
                    navigate(`/seller/products/${copy.data.id}`);
                  } catch (error) {
                    notify.error(error instanceof Error ? error.message : t('products.form.failed'));
                  }
                }}
              >
                <Copy aria-hidden className="size-4" />
                {t('products.duplicate')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden className="size-4 text-red-600" />
                {t('common.delete')}
              </Button>
            </>
          ) : null
        }
      />
      {product?.heldReason ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-medium">{t('products.heldTitle')}</p>
          <p dir="auto" className="mt-1 break-words">
            {product.heldReason}
          </p>
          <p className="mt-1">{t('products.heldHint')}</p>
        </div>
      ) : null}
      {failed ? (
        <LoadError
          message={failed.message}
          onRetry={() => {
            options.refetch();
            detail.refetch();
          }}
        />
      ) : !options.data || !defaults ? (
        <FormSkeleton />
      ) : (
        <ProductForm
          options={options.data}
          defaultValues={defaults}
          submitLabel={t('common.save')}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values);
            notify.success(saved.message || t('common.saved'));
          }}
        />
      )}
      {product ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('products.deleteTitle', { name: product.name })}
          description={t('products.deleteDescription')}
          confirmLabel={t('products.deleteConfirm')}
          busy={remove.isPending}
          onConfirm={async () => {
            try {
              const done = await remove.mutateAsync(product.id);
              notify.success(done.message || t('products.deleted'));
              navigate('/seller/products', { replace: true });
            } catch (error) {
              notify.error(error instanceof Error ? error.message : t('products.form.failed'));
              setConfirmDelete(false);
            }
          }}
        />
      ) : null}
    </>
  );
}
