import type { SellerWarehouse } from '@shop/contracts/seller/inventory';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../console/common/data-table.tsx';
import { ConfirmDialog } from '../../../console/common/dialog.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { useDeleteWarehouse, warehousesQuery } from '../api.ts';
import { InventoryTabs } from '../common/inventory-tabs.tsx';
import { WarehouseDialog } from './components/warehouse-dialog.tsx';

const FILTERS = ['edit'] as const;

/**
 * /seller/inventory/warehouses (issue 17 §4): the shop's warehouses with the zones they serve and
 * the units they hold. Creating and editing open a dialog with its own URL (`?edit=new`,
 * `?edit=<id>`); the default warehouse and one that holds stock cannot be deleted.
 */
export default function WarehouseListRoute() {
  const { t } = useTranslation();
  const { filters, update } = useTableParams(FILTERS);
  const warehouses = useQuery(warehousesQuery());
  const remove = useDeleteWarehouse();
  const [deleting, setDeleting] = useState<SellerWarehouse | null>(null);
  const rows = warehouses.data?.data;
  const editing = filters.edit === 'new' ? 'new' : (rows?.find((w) => String(w.id) === filters.edit) ?? null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('inventory.warehouseDeleted', { name: deleting.name }));
    } catch (error) {
      notify.error((error as Error).message);
    }
    setDeleting(null);
  };

  const columns: Column<SellerWarehouse>[] = [
    {
      key: 'name',
      header: t('inventory.warehouseName'),
      cell: (w) => (
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span>{w.name}</span>
            {w.isDefault ? (
              <span className="rounded bg-primary-50 px-1.5 text-xs font-medium text-primary-700">
                {t('inventory.default')}
              </span>
            ) : null}
            {w.isActive ? null : (
              <span className="rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-600">
                {t('inventory.inactive')}
              </span>
            )}
          </p>
          {w.address ? <p className="text-xs break-words text-slate-500">{w.address}</p> : null}
        </div>
      ),
    },
    {
      key: 'zones',
      header: t('inventory.zones'),
      hideOnPhone: true,
      cell: (w) =>
        w.zones.length === 0 ? (
          <span className="text-slate-500">{t('inventory.noZones')}</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {w.zones.map((z) => (
              <li key={z.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {z.name}
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'units', header: t('inventory.units'), numeric: true, cell: (w) => w.stockUnits },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (w) => (
        <div className="flex justify-end gap-1">
          <Link
            to={`?edit=${w.id}`}
            preventScrollReset
            aria-label={t('inventory.editWarehouse', { name: w.name })}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-primary-700"
          >
            <Pencil aria-hidden className="size-4" />
          </Link>
          <button
            type="button"
            onClick={() => setDeleting(w)}
            disabled={w.isDefault}
            aria-label={t('inventory.deleteWarehouse', { name: w.name })}
            title={w.isDefault ? t('inventory.cannotDeleteDefault') : undefined}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('inventory.title')}
        description={t('inventory.warehousesSubtitle')}
        actions={
          <Link to="?edit=new" preventScrollReset className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('inventory.addWarehouse')}
          </Link>
        }
      />
      <InventoryTabs />
      <DataTable
        label={t('inventory.warehousesTable')}
        columns={columns}
        rows={rows}
        rowKey={(w) => w.id}
        isLoading={warehouses.isPending}
        error={warehouses.error}
        onRetry={() => warehouses.refetch()}
        empty={t('inventory.noWarehouses')}
        skeletonRows={3}
      />
      <WarehouseDialog
        open={filters.edit !== ''}
        warehouse={editing}
        loading={warehouses.isPending}
        isFirst={rows !== undefined && rows.length === 0}
        onClose={() => update({ edit: null }, true)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('inventory.deleteTitle', { name: deleting?.name ?? '' })}
        description={
          deleting && deleting.stockUnits > 0
            ? t('inventory.deleteHoldsStock', { count: deleting.stockUnits })
            : t('inventory.deleteDescription')
        }
        confirmLabel={t('inventory.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
