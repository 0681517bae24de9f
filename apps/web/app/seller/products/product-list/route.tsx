import type {
  SellerProductRow,
  SellerProductSort,
  SellerProductStatus,
  SortDirection,
} from '@shop/contracts/seller/products';
import { SELLER_PRODUCT_SORTS, SELLER_PRODUCT_STATUSES } from '@shop/contracts/seller/products';
import { useQuery } from '@tanstack/react-query';
import { Download, Package, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { ConfirmDialog } from '../../../console/common/dialog.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Image } from '../../../ui/image.tsx';
import { downloadFile, withQuery } from '../../lib/seller-api.ts';
import {
  catalogOptionsQuery,
  listQueryString,
  type ProductListParams,
  productListQuery,
  useDeleteProduct,
} from '../api.ts';
import { ProductFilters } from './components/product-filters.tsx';
import { PublishToggle } from './components/publish-toggle.tsx';
import { RowActions } from './components/row-actions.tsx';

const FILTER_KEYS = ['categoryId', 'status', 'dir'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string): T | '' =>
  (list as readonly string[]).includes(value) ? (value as T) : '';

/**
 * /seller/products: the shop's products (issue 17 §2), server-paginated, driven by the URL
 * (search, category, status, sort, page), with publish switches and row actions; export and
 * import of the CSV from here.
 */
export default function ProductListRoute() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const table = useTableParams(FILTER_KEYS);
  const params: ProductListParams = {
    page: table.page,
    search: table.q,
    categoryId: /^\d+$/.test(table.filters.categoryId) ? table.filters.categoryId : '',
    status: oneOf<SellerProductStatus>(SELLER_PRODUCT_STATUSES, table.filters.status),
    sort: oneOf<SellerProductSort>(SELLER_PRODUCT_SORTS, table.sort),
    dir: oneOf<SortDirection>(['asc', 'desc'], table.filters.dir),
  };
  const list = useQuery(productListQuery(params));
  const options = useQuery(catalogOptionsQuery());
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<SellerProductRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtered = Boolean(params.search || params.categoryId || params.status);

  const exportCsv = async () => {
    setExporting(true);
    const { search, categoryId, status } = listQueryString(params);
    const result = await downloadFile(
      withQuery('/products/export.csv', { search, categoryId, status }),
      'products.csv',
    );
    setExporting(false);
    if (!result.ok) notify.error(result.message);
  };

  const priceOf = (row: SellerProductRow) =>
    row.minPrice === row.maxPrice
      ? formatMoney(row.minPrice)
      : t('products.list.priceRange', { min: formatMoney(row.minPrice), max: formatMoney(row.maxPrice) });

  const columns: Column<SellerProductRow>[] = [
    {
      key: 'product',
      header: t('products.list.product'),
      cell: (row) => (
        <div className="flex min-w-0 items-center gap-3">
          <Image
            src={row.thumbnail}
            alt=""
            width={48}
            height={48}
            className="hidden size-12 shrink-0 rounded-lg border border-slate-200 object-cover sm:block"
          />
          <div className="min-w-0">
            <Link
              to={`/seller/products/${row.id}`}
              className="line-clamp-2 font-medium break-words text-slate-900 hover:underline"
            >
              {row.name}
            </Link>
            <p className="text-xs text-slate-500">
              {t('products.list.variations', { count: row.variationCount })}
              <span className="sm:hidden"> · {priceOf(row)}</span>
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('products.list.published'),
      cell: (row) => <PublishToggle id={row.id} name={row.name} published={row.isPublished} />,
    },
    { key: 'price', header: t('products.list.price'), numeric: true, hideOnPhone: true, cell: priceOf },
    {
      key: 'stock',
      header: t('products.list.stock'),
      numeric: true,
      hideOnPhone: true,
      cell: (row) => (
        <span className="inline-flex flex-col items-end">
          <span>{row.totalStock}</span>
          {row.lowStock ? (
            <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-800">
              {t('products.status.lowStock')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'sales',
      header: t('products.list.sales'),
      numeric: true,
      hideOnPhone: true,
      cell: (row) => row.sales,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (row) => <RowActions row={row} onDelete={setDeleting} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('products.title')}
        description={t('products.subtitle')}
        actions={
          <>
            <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporting}>
              <Download aria-hidden className="size-4" />
              {exporting ? t('products.list.exporting') : t('products.list.export')}
            </Button>
            <Link to="/seller/products/import" className={buttonClasses('outline', 'sm')}>
              <Upload aria-hidden className="size-4" />
              {t('products.list.import')}
            </Link>
            <Link to="/seller/products/new" className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden className="size-4" />
              {t('products.list.add')}
            </Link>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div className="flex w-full sm:w-auto sm:max-w-xs sm:min-w-64 sm:flex-1">
          <TableSearch
            label={t('products.list.search')}
            value={table.q}
            onSearch={(q) => table.update({ q })}
          />
        </div>
        <ProductFilters
          categories={options.data?.categories ?? []}
          values={{
            categoryId: params.categoryId ?? '',
            status: params.status ?? '',
            sort: params.sort ? `${params.sort}${params.dir ? `:${params.dir}` : ''}` : '',
          }}
          onChange={(changes) => table.update(changes)}
        />
      </div>
      <DataTable
        label={t('products.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        meta={list.data?.meta}
        hrefForPage={table.hrefForPage}
        empty={
          filtered ? (
            <span>{t('products.list.noMatch')}</span>
          ) : (
            <span className="flex flex-col items-center gap-3">
              <Package aria-hidden className="size-10 text-slate-300" />
              <span>{t('products.list.empty')}</span>
              <Link to="/seller/products/new" className={buttonClasses('primary', 'sm')}>
                {t('products.list.addFirst')}
              </Link>
            </span>
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('products.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('products.deleteDescription')}
        confirmLabel={t('products.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const done = await remove.mutateAsync(deleting.id);
            notify.success(done.message || t('products.deleted'));
          } catch (error) {
            notify.error(error instanceof Error ? error.message : t('products.form.failed'));
          } finally {
            setDeleting(null);
          }
        }}
      />
    </>
  );
}
