import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { catalogOptionsQuery, useCreateProduct } from '../api.ts';
import { BackToList } from '../common/back-to-list.tsx';
import { FormSkeleton } from '../common/form-skeleton.tsx';
import { emptyProductForm } from '../common/form-values.ts';
import { ProductForm } from '../common/product-form.tsx';

/** /seller/products/new: a new product; once saved, its edit page. */
export default function ProductCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useQuery(catalogOptionsQuery());
  const create = useCreateProduct();
  const defaults = useMemo(() => (options.data ? emptyProductForm(options.data) : null), [options.data]);

  return (
    <>
      <BackToList />
      <PageHeader title={t('products.newProduct')} description={t('products.newProductHint')} />
      {options.isError ? (
        <LoadError message={options.error.message} onRetry={() => options.refetch()} />
      ) : !options.data || !defaults ? (
        <FormSkeleton />
      ) : (
        <ProductForm
          options={options.data}
          defaultValues={defaults}
          submitLabel={t('products.form.create')}
          onSubmit={async (values) => {
            const saved = await create.mutateAsync(values);
            notify.success(saved.message || t('products.form.created'));
            navigate(`/seller/products/${saved.data.id}`, { replace: true });
          }}
        />
      )}
    </>
  );
}
