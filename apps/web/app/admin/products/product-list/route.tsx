import { ADMIN_PRODUCT_STATES, type AdminProductRow } from '@shop/contracts/admin/products';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { SelectInputField } from '../../../console/common/form-fields.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { categoryFilterQuery, productsQuery } from '../api.ts';
import { ProductState } from '../state-label.tsx';

const FILTERS = ['shop', 'category', 'state'] as const;

/**
 * /admin/products (issue 18 §3): the products of every shop, newest first: search by name or SKU,
 * filter by shop, category (with its subcategories) and state, in the URL. A row opens the
 * product's read-only page, where the operator can unpublish it.
 */
export default function ProductListRoute() {
  const { t, i18n } = useTranslation();
  const params = useTableParams(FILTERS);
  const list = useQuery(
    productsQuery({
      page: params.page,
      search: params.q,
      shopId: params.filters.shop,
      categoryId: params.filters.category,
      state: params.filters.state,
    }),
  );
  const categories = useQuery(categoryFilterQuery());
  const money = new Intl.NumberFormat(formatLocale(i18n.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const price = (p: AdminProductRow) =>
    p.minPrice === p.maxPrice
      ? money.format(p.minPrice)
      : `${money.format(p.minPrice)} – ${money.format(p.maxPrice)}`;

  const columns: Column<AdminProductRow>[] = [
    {
      key: 'product',
      header: t('products.product'),
      cell: (p) => (
        <div className="flex min-w-0 items-center gap-3">
          {p.thumbnailImage ? (
            <img
              src={p.thumbnailImage}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded object-cover"
            />
          ) : (
            <span aria-hidden className="size-10 shrink-0 rounded bg-slate-100" />
          )}
          <div className="min-w-0">
            <Link
              to={`/admin/products/${p.id}`}
              dir="auto"
              className="font-medium break-words text-primary-700 hover:underline"
            >
              {p.name}
            </Link>
            {p.sku ? (
              <p dir="ltr" className="text-start text-xs text-slate-500">
                {p.sku}
              </p>
            ) : null}
          </div>
        </div>
      ),
    },
    {
      key: 'shop',
      header: t('products.shop'),
      hideOnPhone: true,
      cell: (p) => <span dir="auto">{p.shop.name}</span>,
    },
    { key: 'price', header: t('products.price'), numeric: true, hideOnPhone: true, cell: price },
    { key: 'state', header: t('products.stateLabel'), cell: (p) => <ProductState state={p.state} /> },
  ];

  return (
    <>
      <PageHeader title={t('products.title')} description={t('products.subtitle')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch label={t('products.search')} value={params.q} onSearch={(q) => params.update({ q })} />
        <SelectInputField
          label={t('products.shop')}
          className="w-full sm:w-48"
          value={params.filters.shop}
          placeholder={t('products.allShops')}
          options={(list.data?.shops ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(event) => params.update({ shop: event.target.value })}
        />
        <SelectInputField
          label={t('products.category')}
          className="w-full sm:w-56"
          value={params.filters.category}
          placeholder={t('products.allCategories')}
          options={(categories.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${'— '.repeat(c.level)}${c.name}`,
          }))}
          onChange={(event) => params.update({ category: event.target.value })}
        />
        <SelectInputField
          label={t('products.stateLabel')}
          className="w-full sm:w-44"
          value={params.filters.state}
          placeholder={t('products.allStates')}
          options={ADMIN_PRODUCT_STATES.map((s) => ({ value: s, label: t(`products.state.${s}`) }))}
          onChange={(event) => params.update({ state: event.target.value })}
        />
      </div>
      <DataTable
        label={t('products.table')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(p) => p.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('products.empty')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
    </>
  );
}
