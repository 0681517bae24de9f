import {
  COUPON_SORTS,
  COUPON_STATUSES,
  type SellerCouponSummary,
  type SellerCouponsResult,
} from '@shop/contracts/seller/coupons';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { type Column, DataTable, TableSearch } from '../common/data-table.tsx';
import { EditDeleteActions, StateSortFilters, useDeleteWithConfirm } from '../common/list-actions.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { useTableParams } from '../common/table-params.ts';
import { CouponStatusBadge, formatCouponDay, useDiscountLabel } from '../coupons/coupon-labels.tsx';

const FILTERS = ['status'] as const;

/** The list's page, search, state and sort in the URL. */
export function useCouponListParams() {
  return useTableParams(FILTERS);
}
export type CouponListPlace = ReturnType<typeof useCouponListParams>;

/**
 * A console's coupon list (the seller center's shop coupons, the operator's marketplace ones): the
 * coupons with their state; search, a state filter and the sort in the URL; edit or delete each.
 * The console gives its paths, its query, its delete and its words.
 */
export function CouponList({
  basePath,
  params,
  list,
  remove: removeMutation,
  title,
  subtitle,
  empty,
}: {
  /** `/seller/coupons` or `/admin/coupons` */
  basePath: string;
  /** the list's place (`useCouponListParams()`) and the console's answer for it */
  params: CouponListPlace;
  list: UseQueryResult<SellerCouponsResult, Error>;
  remove: UseMutationResult<unknown, Error, number>;
  title: string;
  subtitle: string;
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const discountLabel = useDiscountLabel();
  const { q, sort, filters, update, hrefForPage } = params;
  const remove = useDeleteWithConfirm<SellerCouponSummary>({
    remove: removeMutation,
    labels: (row) => ({
      title: t('coupons.deleteTitle', { code: row?.code ?? '' }),
      description: t('coupons.deleteDescription'),
      confirm: t('coupons.deleteConfirm'),
      deleted: t('coupons.deleted', { code: row?.code ?? '' }),
    }),
  });

  const columns: Column<SellerCouponSummary>[] = [
    {
      key: 'code',
      header: t('coupons.code'),
      cell: (c) => (
        <Link to={`${basePath}/${c.id}`} className="font-mono font-semibold text-primary-700 hover:underline">
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
          editTo={`${basePath}/${c.id}`}
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
        title={title}
        description={subtitle}
        actions={
          <Link to={`${basePath}/new`} className={buttonClasses('primary')}>
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
        label={title}
        columns={columns}
        rows={list.data?.data}
        rowKey={(c) => c.id}
        isLoading={list.isPending}
        error={list.isError ? list.error : null}
        onRetry={() => list.refetch()}
        empty={q || filters.status ? t('coupons.noMatch') : empty}
        meta={list.data?.meta}
        hrefForPage={hrefForPage}
      />
      {remove.dialog}
    </>
  );
}
