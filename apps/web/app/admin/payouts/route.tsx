import type { AdminPayoutRow } from '@shop/contracts/admin/payouts';
import { formatLocale } from '@shop/contracts/number-format';
import { PAYOUT_STATUSES } from '@shop/contracts/seller/earnings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../console/common/data-table.tsx';
import { SelectInputField } from '../../console/common/form-fields.tsx';
import { showFailure } from '../../console/common/form-pieces.tsx';
import { notify } from '../../console/common/notify.ts';
import { PageHeader } from '../../console/common/page-header.tsx';
import { ReasonDialog } from '../../console/common/reason-dialog.tsx';
import { StateBadge } from '../../console/common/state-badge.tsx';
import { useTableParams } from '../../console/common/table-params.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { payoutListQuery, useAnswerPayout } from './api.ts';
import { PaidDialog } from './components/paid-dialog.tsx';

const FILTERS = ['status', 'shop'] as const;
const TONE = { requested: 'coming', paid: 'live', rejected: 'over' } as const;

/**
 * /admin/payouts (issue 18 §2, decision 70): the sellers' payout requests, waiting ones first;
 * mark one paid with the transfer's reference, or reject it with a reason (the amount is available
 * to the shop again). Status and shop filters in the URL (a shop's page links `?shop=<id>`).
 */
export default function PayoutsRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const params = useTableParams(FILTERS);
  const list = useQuery(
    payoutListQuery({
      page: params.page,
      status: params.filters.status,
      shop: params.filters.shop,
      search: params.q,
    }),
  );
  const answer = useAnswerPayout();
  const [paying, setPaying] = useState<AdminPayoutRow | null>(null);
  const [rejecting, setRejecting] = useState<AdminPayoutRow | null>(null);
  const date = new Intl.DateTimeFormat(formatLocale(i18n.language), { dateStyle: 'medium' });

  const columns: Column<AdminPayoutRow>[] = [
    {
      key: 'shop',
      header: t('payouts.shop'),
      cell: (p) => (
        <div className="flex flex-col">
          <Link
            to={`/admin/shops/${p.shop.id}`}
            className="font-medium text-primary-700 hover:underline"
            dir="auto"
          >
            {p.shop.name}
          </Link>
          <time dateTime={p.createdAt} className="text-xs text-slate-500">
            {date.format(new Date(p.createdAt))}
          </time>
        </div>
      ),
    },
    { key: 'amount', header: t('payouts.amount'), numeric: true, cell: (p) => formatMoney(p.amount) },
    {
      key: 'balance',
      header: t('payouts.shopBalance'),
      numeric: true,
      hideOnPhone: true,
      cell: (p) => formatMoney(p.shopBalance),
    },
    {
      key: 'note',
      header: t('payouts.note'),
      hideOnPhone: true,
      cell: (p) => (
        <div className="flex max-w-64 flex-col gap-1">
          {p.note ? <span dir="auto">{p.note}</span> : null}
          {p.answer ? (
            <span dir="auto" className="text-xs text-slate-600">
              {t(p.status === 'paid' ? 'payouts.referenceShown' : 'payouts.reasonShown', { text: p.answer })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('payouts.status'),
      cell: (p) => <StateBadge tone={TONE[p.status]} label={t(`payouts.statusName.${p.status}`)} />,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (p) =>
        p.status === 'requested' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => setPaying(p)}
              aria-label={t('payouts.markPaidOf', { shop: p.shop.name, amount: formatMoney(p.amount) })}
            >
              {t('payouts.markPaid')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRejecting(p)}
              aria-label={t('payouts.rejectOf', { shop: p.shop.name, amount: formatMoney(p.amount) })}
            >
              {t('payouts.reject')}
            </Button>
          </div>
        ) : (
          <span className="text-xs text-slate-500">
            {p.settledAt ? date.format(new Date(p.settledAt)) : ''}
          </span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('payouts.title')}
        description={
          list.data
            ? t('payouts.waiting', {
                count: list.data.waiting.count,
                amount: formatMoney(list.data.waiting.amount),
              })
            : t('payouts.subtitle')
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch label={t('payouts.search')} value={params.q} onSearch={(q) => params.update({ q })} />
        <SelectInputField
          label={t('payouts.status')}
          className="w-full sm:w-56"
          value={params.filters.status}
          onChange={(event) => params.update({ status: event.target.value })}
          placeholder={t('common.all')}
          options={PAYOUT_STATUSES.map((status) => ({
            value: status,
            label: t(`payouts.statusName.${status}`),
          }))}
        />
        {params.filters.shop ? (
          <Button variant="outline" onClick={() => params.update({ shop: null })}>
            {t('payouts.allShops')}
          </Button>
        ) : null}
      </div>
      <DataTable
        label={t('payouts.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(p) => p.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('payouts.empty')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
      {paying ? <PaidDialog payout={paying} onClose={() => setPaying(null)} /> : null}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={
          rejecting
            ? t('payouts.rejectTitle', { amount: formatMoney(rejecting.amount), shop: rejecting.shop.name })
            : ''
        }
        description={t('payouts.rejectText')}
        label={t('payouts.reason')}
        hint={t('payouts.reasonHint')}
        submitLabel={t('payouts.reject')}
        busy={answer.isPending}
        onSubmit={(body, setError) => {
          if (!rejecting) return;
          answer.mutate(
            { id: rejecting.id, answer: { kind: 'reject', reason: body.reason } },
            {
              onSuccess: ({ message }) => {
                notify.success(message || t('payouts.rejected'));
                setRejecting(null);
              },
              onError: (error) => showFailure(error, setError, t),
            },
          );
        }}
      />
    </>
  );
}
