import { STOCK_SORTS, type StockRow, type StockSort } from '@shop/contracts/seller/inventory';
import { useQuery } from '@tanstack/react-query';
import { History, SlidersHorizontal } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { SelectInputField } from '../../../console/common/form-fields.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Image } from '../../../ui/image.tsx';
import { stockQuery } from '../api.ts';
import { InventoryTabs } from '../common/inventory-tabs.tsx';
import { AdjustDialog } from './components/adjust-dialog.tsx';
import { HistoryDrawer } from './components/history-drawer.tsx';
import { ThresholdForm } from './components/threshold-form.tsx';

const FILTERS = ['tab', 'warehouse', 'adjust', 'history'] as const;

/**
 * /seller/inventory (issue 17 §4): the shop's variations × warehouses, driven by the URL (page,
 * `q`, `sort`, `warehouse`, `tab=low`); the adjust dialog (`adjust=<variation>`) and the history
 * drawer (`history=<variation>`) have their own URL over the table.
 */
export default function StockRoute() {
  const { t } = useTranslation();
  const { page, q, sort, filters, update, hrefForPage } = useTableParams(FILTERS);
  const lowOnly = filters.tab === 'low';
  const sortValue: StockSort = (STOCK_SORTS as readonly string[]).includes(sort)
    ? (sort as StockSort)
    : 'name';
  const stock = useQuery(
    stockQuery({ page, search: q, sort: sortValue, warehouseId: filters.warehouse, lowOnly }),
  );
  const data = stock.data;
  const warehouses = data?.warehouses ?? [];
  const adjustId = Number(filters.adjust) || null;
  const historyId = Number(filters.history) || null;
  const rowOf = (id: number | null) => data?.data.find((r) => r.productVariationId === id) ?? null;

  const columns: Column<StockRow>[] = [
    {
      key: 'product',
      header: t('inventory.product'),
      cell: (row) => (
        <div className="flex max-w-[11rem] min-w-0 items-center gap-3 sm:max-w-md">
          <Image
            src={row.image}
            alt=""
            width={40}
            height={40}
            className="hidden size-10 shrink-0 rounded-lg border border-slate-200 object-cover sm:block"
          />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{row.productName}</p>
            <p className="truncate text-xs text-slate-500">
              {row.variationName ? `${row.variationName} · ` : ''}
              {t('inventory.skuValue', { sku: row.sku })}
            </p>
            {row.isPublished ? null : (
              <span className="mt-0.5 inline-block rounded bg-slate-100 px-1.5 text-xs text-slate-600">
                {t('inventory.notPublished')}
              </span>
            )}
          </div>
        </div>
      ),
    },
    ...warehouses.map(
      (w, index): Column<StockRow> => ({
        key: `w-${w.id}`,
        header: w.isActive ? w.name : t('inventory.inactiveWarehouse', { name: w.name }),
        numeric: true,
        hideOnPhone: true,
        cell: (row) => row.stocks[index]?.stockQty ?? 0,
      }),
    ),
    {
      key: 'total',
      header: t('inventory.total'),
      numeric: true,
      cell: (row) => (
        <span className={row.isLow ? 'font-semibold text-red-700' : 'font-semibold'}>
          {row.totalStock}
          {row.isLow ? <span className="ms-1 text-xs font-normal">({t('inventory.low')})</span> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <button
            type="button"
            onClick={() => update({ adjust: row.productVariationId }, true)}
            aria-label={t('inventory.adjustFor', { name: labelOf(row) })}
            title={t('inventory.adjust')}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-primary-700"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => update({ history: row.productVariationId }, true)}
            aria-label={t('inventory.historyFor', { name: labelOf(row) })}
            title={t('inventory.history')}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-primary-700"
          >
            <History aria-hidden className="size-4" />
          </button>
        </div>
      ),
    },
  ];

  const table = (
    <DataTable
      label={lowOnly ? t('inventory.lowStockTable') : t('inventory.stockTable')}
      columns={columns}
      rows={data?.data}
      rowKey={(row) => row.productVariationId}
      isLoading={stock.isPending}
      error={stock.error}
      onRetry={() => stock.refetch()}
      empty={lowOnly ? t('inventory.noLowStock') : q ? t('inventory.noMatch') : t('inventory.noStock')}
      meta={data?.meta}
      hrefForPage={hrefForPage}
    />
  );

  return (
    <>
      <PageHeader title={t('inventory.title')} description={t('inventory.subtitle')} />
      <InventoryTabs />
      <Tabs.Root
        value={lowOnly ? 'low' : 'all'}
        onValueChange={(value) => update({ tab: value === 'low' ? 'low' : null })}
      >
        <Tabs.List
          aria-label={t('inventory.stockViews')}
          className="mb-4 inline-flex rounded-lg bg-slate-100 p-1"
        >
          <Tabs.Trigger
            value="all"
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            {t('inventory.allStock')}
          </Tabs.Trigger>
          <Tabs.Trigger
            value="low"
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            {t('inventory.lowStock')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all" className="flex flex-col gap-4 focus:outline-none">
          <div className="flex flex-wrap items-end gap-3">
            <TableSearch
              label={t('inventory.searchLabel')}
              value={q}
              onSearch={(value) => update({ q: value })}
            />
            <SelectInputField
              label={t('inventory.warehouseFilter')}
              hideLabel
              className="w-full sm:w-48"
              value={filters.warehouse}
              onChange={(event) => update({ warehouse: event.target.value })}
              placeholder={t('inventory.allWarehouses')}
              options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
            />
            <SelectInputField
              label={t('inventory.sortLabel')}
              hideLabel
              className="w-full sm:w-48"
              value={sortValue}
              onChange={(event) =>
                update({ sort: event.target.value === 'name' ? null : event.target.value })
              }
              options={[
                { value: 'name', label: t('inventory.sortName') },
                { value: 'stockAsc', label: t('inventory.sortStockAsc') },
                { value: 'stockDesc', label: t('inventory.sortStockDesc') },
              ]}
            />
          </div>
          {table}
        </Tabs.Content>
        <Tabs.Content value="low" className="flex flex-col gap-4 focus:outline-none">
          <ThresholdForm />
          {table}
        </Tabs.Content>
      </Tabs.Root>
      <AdjustDialog
        variationId={adjustId}
        row={rowOf(adjustId)}
        loading={stock.isPending}
        warehouses={warehouses}
        preferredWarehouseId={Number(filters.warehouse) || null}
        onClose={() => update({ adjust: null }, true)}
      />
      <HistoryDrawer
        variationId={historyId}
        row={rowOf(historyId)}
        onClose={() => update({ history: null }, true)}
      />
    </>
  );
}

function labelOf(row: StockRow): string {
  return row.variationName ? `${row.productName} (${row.variationName})` : row.productName;
}
