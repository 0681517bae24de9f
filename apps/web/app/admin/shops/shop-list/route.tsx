import { type AdminShopRow, SHOP_STATUSES } from '@shop/contracts/admin/shops';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { SelectInputField } from '../../../console/common/form-fields.tsx';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { SHOP_STATUS_TONE, shopListQuery, useDefaultCommission } from '../api.ts';
import { CommissionForm } from '../common/commission-form.tsx';

const FILTERS = ['status'] as const;

/**
 * /admin/shops (issue 18 §2): every shop with its status, owner, products, balance and age;
 * search and status filter in the URL (the overview links `?status=pending`); the default
 * commission for new shops. Single shop mode lists only the platform's shop.
 */
export default function ShopListRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const params = useTableParams(FILTERS);
  const list = useQuery(
    shopListQuery({ page: params.page, search: params.q, status: params.filters.status }),
  );
  const defaultCommission = useDefaultCommission();
  const date = new Intl.DateTimeFormat(formatLocale(i18n.language), { dateStyle: 'medium' });
  const data = list.data;

  const columns: Column<AdminShopRow>[] = [
    {
      key: 'shop',
      header: t('shops.shop'),
      cell: (shop) => (
        <div className="flex min-w-0 flex-col">
          <Link
            to={`/admin/shops/${shop.id}`}
            className="font-medium text-primary-700 hover:underline"
            dir="auto"
          >
            {shop.name}
          </Link>
          <span className="truncate text-xs text-slate-500" dir="ltr">
            {shop.slug}
          </span>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('shops.status'),
      cell: (shop) => (
        <StateBadge tone={SHOP_STATUS_TONE[shop.status]} label={t(`shops.statusName.${shop.status}`)} />
      ),
    },
    {
      key: 'owner',
      header: t('shops.owner'),
      hideOnPhone: true,
      cell: (shop) =>
        shop.owner ? (
          <div className="flex flex-col">
            <span dir="auto">{shop.owner.name}</span>
            <span className="text-xs text-slate-500" dir="ltr">
              {shop.owner.phone}
            </span>
          </div>
        ) : (
          <span className="text-slate-500">{t('shops.noOwner')}</span>
        ),
    },
    {
      key: 'products',
      header: t('shops.products'),
      numeric: true,
      hideOnPhone: true,
      cell: (shop) => shop.products,
    },
    {
      key: 'balance',
      header: t('shops.balance'),
      numeric: true,
      hideOnPhone: true,
      cell: (shop) => formatMoney(shop.balance),
    },
    {
      key: 'created',
      header: t('shops.created'),
      hideOnPhone: true,
      cell: (shop) => (
        <time dateTime={shop.createdAt} className="whitespace-nowrap">
          {date.format(new Date(shop.createdAt))}
        </time>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('shops.title')} description={t('shops.subtitle')} />
      {data?.appMode === 'singleVendor' ? (
        <p
          role="note"
          className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          {t('shops.singleVendor')}
        </p>
      ) : null}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch label={t('shops.search')} value={params.q} onSearch={(q) => params.update({ q })} />
        <SelectInputField
          label={t('shops.status')}
          className="w-full sm:w-56"
          value={params.filters.status}
          onChange={(event) => params.update({ status: event.target.value })}
          placeholder={t('common.all')}
          options={SHOP_STATUSES.map((status) => ({
            value: status,
            label: data
              ? t('shops.statusWithCount', {
                  status: t(`shops.statusName.${status}`),
                  count: data.counts[status] ?? 0,
                })
              : t(`shops.statusName.${status}`),
          }))}
        />
      </div>
      <DataTable
        label={t('shops.title')}
        columns={columns}
        rows={data?.data}
        rowKey={(shop) => shop.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={params.q || params.filters.status ? t('shops.emptyFiltered') : t('shops.empty')}
        meta={data?.meta}
        hrefForPage={params.hrefForPage}
      />
      {data && data.appMode === 'multiVendor' ? (
        <div className="mt-6">
          <Panel title={t('shops.defaultCommission')}>
            <CommissionForm
              rate={data.defaultCommissionRate}
              label={t('shops.defaultCommissionRate')}
              hint={t('shops.defaultCommissionHint')}
              mutation={defaultCommission}
            />
          </Panel>
        </div>
      ) : null}
    </>
  );
}
