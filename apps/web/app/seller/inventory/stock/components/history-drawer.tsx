import { formatLocale } from '@shop/contracts/number-format';
import type { StockRow } from '@shop/contracts/seller/inventory';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { PrevNext } from '../../../../console/common/prev-next.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Drawer } from '../../../../ui/drawer.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { adjustmentsQuery } from '../../api.ts';
import { reasonLabel } from '../../common/reasons.ts';

/** The stock changes of one variation, newest first (`?history=<variation>`). */
export function HistoryDrawer({
  variationId,
  row,
  onClose,
}: {
  variationId: number | null;
  row: StockRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={variationId !== null} onClose={onClose} side="end" title={t('inventory.historyTitle')}>
      {variationId !== null ? <HistoryList key={variationId} variationId={variationId} row={row} /> : null}
    </Drawer>
  );
}

function HistoryList({ variationId, row }: { variationId: number; row: StockRow | null }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery(adjustmentsQuery({ page, productVariationId: variationId }));
  const data = history.data;
  const first = data?.data[0];
  const name = row?.productName ?? first?.productName ?? '';
  const variation = row?.variationName ?? first?.variationName ?? '';
  return (
    <div className="flex flex-col gap-4 p-4">
      {name ? (
        <p className="text-sm font-medium text-slate-900">
          {name}
          {variation ? <span className="text-slate-500"> · {variation}</span> : null}
        </p>
      ) : null}
      {history.isPending ? (
        <div className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <LoadError message={history.error.message} onRetry={() => history.refetch()} />
      ) : data && data.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('inventory.noHistory')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {data?.data.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span
                  className={clsx(
                    'font-semibold tabular-nums',
                    entry.delta > 0 ? 'text-emerald-700' : 'text-red-700',
                  )}
                >
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                  <span className="sr-only">
                    {' '}
                    {entry.delta > 0 ? t('inventory.unitsAdded') : t('inventory.unitsRemoved')}
                  </span>
                </span>
                <span className="text-slate-600">
                  {t('inventory.stockAfter', { count: entry.stockAfter })}
                </span>
              </div>
              <p className="text-slate-700">
                {reasonLabel(t, entry.reason)} · {entry.warehouseName}
              </p>
              {entry.note ? <p className="text-slate-600">{entry.note}</p> : null}
              <p className="text-xs text-slate-500">
                <time dateTime={entry.createdAt}>
                  {new Date(entry.createdAt).toLocaleString(formatLocale(i18n.language), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
                {entry.userName ? ` · ${entry.userName}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data ? (
        <PrevNext
          page={page}
          lastPage={data.meta.last_page}
          onPage={setPage}
          pageOf={t('inventory.pageOf', { page, last: data.meta.last_page })}
        />
      ) : null}
    </div>
  );
}
