import { COUPON_SORTS, COUPON_STATUSES, type SellerCouponSummary } from '@shop/contracts/seller/coupons';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { type Column, DataTable, TableSearch } from '../../common/data-table.tsx';
import { ConfirmDialog } from '../../common/dialog.tsx';
import { SelectInputField } from '../../common/form-fields.tsx';
import { notify } from '../../common/notify.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { useTableParams } from '../../common/table-params.ts';
import { couponsQuery, useDeleteCoupon } from '../api.ts';
import { CouponStatusBadge, formatCouponDay, useDiscountLabel } from '../common/coupon-labels.tsx';

const FILTERS = ['status'] as const;

/**
 * /seller/coupons (issue 17 §7): the shop's coupons with their discount, dates, uses and state;
 * search by code, a state filter and the sort in the URL; edit or delete each.
 */
export default function CouponListRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const discountLabel = useDiscountLabel();
  const { page, q, sort, filters, update, hrefForPage } = useTableParams(FILTERS);
  const list = useQuery(couponsQuery({ page, q, status: filters.status, sort }));
  const remove = useDeleteCoupon();
  const [toDelete, setToDelete] = useState<SellerCouponSummary | null>(null);

  const columns: Column<SellerCouponSummary>[] = [
    {
      key: 'code',
      header: t('coupons.code'),
      cell: (c) => (
        <Link
          to={`/seller/coupons/${c.id}`}
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
        <span className="inline-flex gap-1">
          <Link
            to={`/seller/coupons/${c.id}`}
            aria-label={t('coupons.editCoupon', { code: c.code })}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Pencil aria-hidden className="size-4" />
          </Link>
          <button
            type="button"
            onClick={() => setToDelete(c)}
            aria-label={t('coupons.deleteCoupon', { code: c.code })}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('coupons.title')}
        description={t('coupons.subtitle')}
        actions={
          <Link to="/seller/coupons/new" className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('coupons.newCoupon')}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch label={t('coupons.searchByCode')} value={q} onSearch={(value) => update({ q: value })} />
        <SelectInputField
          className="w-full sm:w-44"
          label={t('coupons.state')}
          hideLabel
          value={filters.status}
          placeholder={t('coupons.allStates')}
          options={COUPON_STATUSES.map((status) => ({ value: status, label: t(`coupons.status.${status}`) }))}
          onChange={(event) => update({ status: event.target.value })}
        />
        <SelectInputField
          className="w-full sm:w-48"
          label={t('coupons.sortBy')}
          hideLabel
          value={sort || 'newest'}
          options={COUPON_SORTS.map((value) => ({ value, label: t(`coupons.sort.${value}`) }))}
          onChange={(event) => update({ sort: event.target.value === 'newest' ? '' : event.target.value })}
        />
      </div>
      <DataTable
        label={t('coupons.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(c) => c.id}
        isLoading={list.isPending}
        error={list.isError ? list.error : null}
        onRetry={() => list.refetch()}
        empty={q || filters.status ? t('coupons.noMatch') : t('coupons.empty')}
        meta={list.data?.meta}
        hrefForPage={hrefForPage}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('coupons.deleteTitle', { code: toDelete?.code ?? '' })}
        description={t('coupons.deleteDescription')}
        confirmLabel={t('coupons.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notify.success(t('coupons.deleted', { code: toDelete.code }));
              setToDelete(null);
            },
            onError: (error) => notify.error(error.message),
          });
        }}
      />
    </>
  );
}
