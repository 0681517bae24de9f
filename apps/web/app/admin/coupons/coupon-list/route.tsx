import {
  COUPON_SORTS,
  COUPON_STATUSES,
  type SellerCouponSummary as MarketplaceCouponSummary,
} from '@shop/contracts/seller/coupons';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import {
  EditDeleteActions,
  StateSortFilters,
  useDeleteWithConfirm,
} from '../../../console/common/list-actions.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import {
  CouponStatusBadge,
  formatCouponDay,
  useDiscountLabel,
} from '../../../console/coupons/coupon-labels.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { couponsQuery, useDeleteCoupon } from '../api.ts';

const FILTERS = ['status'] as const;

/**
 * /admin/coupons (issue 18 §7): the marketplace-wide coupons, valid in every shop, with their
 * discount, dates, uses and state; search by code, a state filter and the sort in the URL; edit or
 * delete each (audited by the API). The seller center's list, with the operator's client.
 */
export default function MarketplaceCouponListRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const discountLabel = useDiscountLabel();
  const { page, q, sort, filters, update, hrefForPage } = useTableParams(FILTERS);
  const list = useQuery(couponsQuery({ page, q, status: filters.status, sort }));
  const remove = useDeleteWithConfirm<MarketplaceCouponSummary>({
    remove: useDeleteCoupon(),
    labels: (row) => ({
      title: t('coupons.deleteTitle', { code: row?.code ?? '' }),
      description: t('coupons.deleteDescription'),
      confirm: t('coupons.deleteConfirm'),
      deleted: t('coupons.deleted', { code: row?.code ?? '' }),
    }),
  });

  const columns: Column<MarketplaceCouponSummary>[] = [
    {
      key: 'code',
      header: t('coupons.code'),
      cell: (c) => (
        <Link
          to={`/admin/coupons/${c.id}`}
          className="font-mono font-semibold text-primary-700 hover:underline"
        >
          {c.code}
        </Link>
      ),
    },
    { key: 'discount', header: t('coupons.discount'), cell: (c) => discountLabel(c) },
    {
      key: 'minSpend',
      header: t('coupons.minSpend'),
      numeric: true,
      hideOnPhone: true,
      cell: (c) => (c.minSpend > 0 ? formatMoney(c.minSpend) : '–'),
    },
    {
      key: 'dates',
      header: t('coupons.valid'),
      hideOnPhone: true,
      cell: (c) =>
        t('coupons.validRange', {
          from: formatCouponDay(c.startDate, i18n.language),
          to: formatCouponDay(c.endDate, i18n.language),
        }),
    },
    {
      key: 'uses',
      header: t('coupons.uses'),
      numeric: true,
      hideOnPhone: true,
      cell: (c) =>
        c.totalUsageLimit === null
          ? String(c.usageCount)
          : t('coupons.usesOfLimit', { count: c.usageCount, limit: c.totalUsageLimit }),
    },
    { key: 'status', header: t('coupons.state'), cell: (c) => <CouponStatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (c) => (
        <EditDeleteActions
          editTo={`/admin/coupons/${c.id}`}
          editLabel={t('coupons.editCoupon', { code: c.code })}
          deleteLabel={t('coupons.deleteCoupon', { code: c.code })}
          onDelete={() => remove.ask(c)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('marketplaceCoupons.title')}
        description={t('marketplaceCoupons.subtitle')}
        actions={
          <Link to="/admin/coupons/new" className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('coupons.newCoupon')}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch label={t('coupons.searchByCode')} value={q} onSearch={(value) => update({ q: value })} />
        <StateSortFilters
          state={{
            label: t('coupons.state'),
            placeholder: t('coupons.allStates'),
            value: filters.status,
            options: COUPON_STATUSES.map((status) => ({
              value: status,
              label: t(`coupons.status.${status}`),
            })),
          }}
          sort={{
            label: t('coupons.sortBy'),
            value: sort,
            options: COUPON_SORTS.map((value) => ({ value, label: t(`coupons.sort.${value}`) })),
          }}
          update={update}
        />
      </div>
      <DataTable
        label={t('marketplaceCoupons.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(c) => c.id}
        isLoading={list.isPending}
        error={list.isError ? list.error : null}
        onRetry={() => list.refetch()}
        empty={q || filters.status ? t('coupons.noMatch') : t('marketplaceCoupons.empty')}
        meta={list.data?.meta}
        hrefForPage={hrefForPage}
      />
      {remove.dialog}
    </>
  );
}
