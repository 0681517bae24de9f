import {
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  type SellerCampaignSummary,
  type SellerCampaignsResult,
} from '@shop/contracts/seller/campaigns';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { CampaignStatusBadge, formatCampaignTime } from '../campaigns/campaign-labels.tsx';
import { type Column, DataTable, TableSearch } from '../common/data-table.tsx';
import { EditDeleteActions, StateSortFilters, useDeleteWithConfirm } from '../common/list-actions.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { useTableParams } from '../common/table-params.ts';

const FILTERS = ['status'] as const;

/** The list's page, search, state and sort in the URL. */
export function useCampaignListParams() {
  return useTableParams(FILTERS);
}
export type CampaignListPlace = ReturnType<typeof useCampaignListParams>;

/**
 * A console's campaign list (the seller center's shop campaigns, the operator's marketplace ones): the
 * campaigns with their state; search, a state filter and the sort in the URL; edit or delete each.
 * The console gives its paths, its query, its delete and its words.
 */
export function CampaignList({
  basePath,
  params,
  list,
  remove: removeMutation,
  title,
  subtitle,
  empty,
}: {
  /** `/seller/campaigns` or `/admin/campaigns` */
  basePath: string;
  /** the list's place (`useCampaignListParams()`) and the console's answer for it */
  params: CampaignListPlace;
  list: UseQueryResult<SellerCampaignsResult, Error>;
  remove: UseMutationResult<unknown, Error, number>;
  title: string;
  subtitle: string;
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const { q, sort, filters, update, hrefForPage } = params;
  const remove = useDeleteWithConfirm<SellerCampaignSummary>({
    remove: removeMutation,
    labels: (row) => ({
      title: t('campaigns.deleteTitle', { name: row?.name ?? '' }),
      description: t('campaigns.deleteDescription'),
      confirm: t('campaigns.deleteConfirm'),
      deleted: t('campaigns.deleted', { name: row?.name ?? '' }),
    }),
  });

  const columns: Column<SellerCampaignSummary>[] = [
    {
      key: 'name',
      header: t('campaigns.name'),
      cell: (c) => (
        <span className="flex items-center gap-3">
          <Image
            src={c.thumbnailImage || c.banner}
            alt=""
            width={40}
            height={40}
            className="hidden size-10 shrink-0 rounded-lg object-cover sm:block"
          />
          <Link to={`${basePath}/${c.id}`} className="font-medium text-primary-700 hover:underline">
            {c.name}
          </Link>
        </span>
      ),
    },
    {
      key: 'when',
      header: t('campaigns.period'),
      hideOnPhone: true,
      cell: (c) =>
        t('campaigns.periodRange', {
          from: formatCampaignTime(c.startAt, i18n.language),
          to: formatCampaignTime(c.endAt, i18n.language),
        }),
    },
    {
      key: 'discount',
      header: t('campaigns.defaultDiscount'),
      hideOnPhone: true,
      cell: (c) =>
        c.defaultDiscountType === 'amount'
          ? t('campaigns.amountOff', { amount: formatMoney(c.defaultDiscountValue) })
          : t('campaigns.percentOff', { percent: c.defaultDiscountValue }),
    },
    { key: 'products', header: t('campaigns.products'), numeric: true, cell: (c) => c.productCount },
    { key: 'status', header: t('campaigns.state'), cell: (c) => <CampaignStatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (c) => (
        <EditDeleteActions
          editTo={`${basePath}/${c.id}`}
          editLabel={t('campaigns.editCampaign', { name: c.name })}
          deleteLabel={t('campaigns.deleteCampaign', { name: c.name })}
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
            {t('campaigns.newCampaign')}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch
          label={t('campaigns.searchByName')}
          value={q}
          onSearch={(value) => update({ q: value })}
        />
        <StateSortFilters
          state={{
            label: t('campaigns.state'),
            placeholder: t('campaigns.allStates'),
            value: filters.status,
            options: CAMPAIGN_STATUSES.map((status) => ({
              value: status,
              label: t(`campaigns.status.${status}`),
            })),
          }}
          sort={{
            label: t('campaigns.sortBy'),
            value: sort,
            options: CAMPAIGN_SORTS.map((value) => ({ value, label: t(`campaigns.sort.${value}`) })),
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
        empty={q || filters.status ? t('campaigns.noMatch') : empty}
        meta={list.data?.meta}
        hrefForPage={hrefForPage}
      />
      {remove.dialog}
    </>
  );
}
