import {
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  type SellerCampaignSummary,
} from '@shop/contracts/seller/campaigns';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CampaignStatusBadge, formatCampaignTime } from '../../../console/campaigns/campaign-labels.tsx';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import {
  EditDeleteActions,
  StateSortFilters,
  useDeleteWithConfirm,
} from '../../../console/common/list-actions.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { Image } from '../../../ui/image.tsx';
import { campaignsQuery, useDeleteCampaign } from '../api.ts';

const FILTERS = ['status'] as const;

/**
 * /seller/campaigns (issue 17 §7): the shop's campaigns with their dates, products and state;
 * search by name, a state filter and the sort in the URL; edit or delete each.
 */
export default function CampaignListRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const { page, q, sort, filters, update, hrefForPage } = useTableParams(FILTERS);
  const list = useQuery(campaignsQuery({ page, q, status: filters.status, sort }));
  const remove = useDeleteWithConfirm<SellerCampaignSummary>({
    remove: useDeleteCampaign(),
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
          <Link to={`/seller/campaigns/${c.id}`} className="font-medium text-primary-700 hover:underline">
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
          editTo={`/seller/campaigns/${c.id}`}
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
        title={t('campaigns.title')}
        description={t('campaigns.subtitle')}
        actions={
          <Link to="/seller/campaigns/new" className={buttonClasses('primary')}>
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
        label={t('campaigns.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(c) => c.id}
        isLoading={list.isPending}
        error={list.isError ? list.error : null}
        onRetry={() => list.refetch()}
        empty={q || filters.status ? t('campaigns.noMatch') : t('campaigns.empty')}
        meta={list.data?.meta}
        hrefForPage={hrefForPage}
      />
      {remove.dialog}
    </>
  );
}
