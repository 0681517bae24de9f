import type { CsvWarehouse } from '@shop/contracts/seller/product-csv';
import { clsx } from 'clsx';
import { fieldError } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import type { PlannedRow } from '../import-plan.ts';

const PAGE = 200;

/**
 * The rows of the file with what the import does to each (create, update, or the problems that
 * keep it out), and the stock change per warehouse ("10 → 25"). Long files show their first rows;
 * the rows with problems can be shown alone.
 */
export function PreviewTable({
  rows,
  warehouses,
  onlyProblems,
}: {
  rows: readonly PlannedRow[];
  warehouses: readonly CsvWarehouse[];
  onlyProblems: boolean;
}) {
  const { t } = useTranslation();
  const shown = (onlyProblems ? rows.filter(hasProblem) : rows).slice(0, PAGE);
  const warehouseName = (id: number) => warehouses.find((w) => w.id === id)?.name ?? String(id);
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('products.import.previewCaption')}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-start">
                {t('products.import.line')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start">
                {t('products.import.sku')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start">
                {t('products.import.outcome')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start">
                {t('products.import.details')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => {
              const errors = row.errors.length > 0 ? row.errors : (row.preview?.errors ?? []);
              const outcome = row.errors.length > 0 ? 'failed' : (row.preview?.outcome ?? 'pending');
              const stock = (row.input.stock as { warehouseId: number; qty: number }[] | undefined) ?? [];
              return (
                <tr key={row.line} className={outcome === 'failed' ? 'bg-red-50/60' : undefined}>
                  <td className="px-3 py-2 align-top tabular-nums">{row.line}</td>
                  <td className="px-3 py-2 align-top break-all">
                    <span className="font-medium text-slate-900">{row.sku || '—'}</span>
                    {row.name ? <span className="block text-xs text-slate-500">{row.name}</span> : null}
                  </td>
                  <td className="px-3 py-2 align-top">
                    <span
                      className={clsx(
                        'inline-block rounded px-2 py-0.5 text-xs font-medium',
                        outcome === 'created' && 'bg-green-100 text-green-800',
                        outcome === 'updated' && 'bg-blue-100 text-blue-800',
                        outcome === 'failed' && 'bg-red-100 text-red-800',
                        outcome === 'pending' && 'bg-slate-100 text-slate-700',
                      )}
                    >
                      {t(`products.import.outcomes.${outcome}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2 align-top">
                    {errors.length > 0 ? (
                      <ul className="list-disc ps-4 text-red-700">
                        {errors.map((error, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat
                          <li key={i}>
                            {error.field ? `${t(`products.import.fields.${fieldOf(error.field)}`)}: ` : ''}
                            {fieldError(t, { message: error.message })}
                          </li>
                        ))}
                      </ul>
                    ) : stock.length > 0 ? (
                      <ul className="text-slate-600">
                        {stock.map((entry) => {
                          const current = row.preview?.stock.find(
                            (s) => s.warehouseId === entry.warehouseId,
                          )?.current;
                          return (
                            <li key={entry.warehouseId}>
                              {t('products.import.stockChange', {
                                warehouse: warehouseName(entry.warehouseId),
                                from: current ?? 0,
                                to: entry.qty,
                              })}
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {(onlyProblems ? rows.filter(hasProblem).length : rows.length) > PAGE ? (
        <p className="text-sm text-slate-500">{t('products.import.firstRows', { count: PAGE })}</p>
      ) : null}
    </div>
  );
}

export function hasProblem(row: PlannedRow): boolean {
  return row.errors.length > 0 || row.preview?.outcome === 'failed';
}

const KNOWN_FIELDS = new Set([
  'sku',
  'name',
  'price',
  'discountType',
  'discountValue',
  'discountStartAt',
  'discountEndAt',
  'categories',
  'brand',
  'unit',
  'published',
  'cashOnDelivery',
  'stock',
  'variations',
]);

/** "stock.0.qty" → "stock"; an unknown field → "row". */
function fieldOf(path: string): string {
  const head = path.split('.')[0] ?? '';
  return KNOWN_FIELDS.has(head) ? head : 'row';
}
