import type { PaginationMeta } from '@shop/contracts/envelope';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

export interface Column<Row> {
  key: string;
  /** the column header (translated) */
  header: string;
  cell: (row: Row) => ReactNode;
  /** right-aligned (in reading direction: end-aligned) numbers */
  numeric?: boolean;
  /** hidden below the `sm` breakpoint (phones), to keep tables from scrolling sideways */
  hideOnPhone?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  /** the table's accessible name (a caption only screen readers hear) */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row> | undefined;
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** shown in place of the rows when there are none */
  empty: ReactNode;
  meta?: PaginationMeta;
  hrefForPage?: (page: number) => string;
  /** skeleton rows while loading */
  skeletonRows?: number;
}

/**
 * The seller center's table: loading (skeleton rows), error (message and Try again), empty and
 * paginated states are the table's, not each screen's (STYLE 15). Wide tables scroll inside their
 * own box, never the page; columns marked `hideOnPhone` leave at 375 px.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  onRetry,
  empty,
  meta,
  hrefForPage,
  skeletonRows = 8,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const cellClass = (column: Column<Row>) =>
    clsx(
      'px-3 py-3 align-middle',
      column.numeric && 'text-end tabular-nums',
      column.hideOnPhone && 'hidden sm:table-cell',
      column.className,
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-full text-sm" aria-busy={isLoading || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={clsx(cellClass(column), 'py-2.5 text-start', column.numeric && 'text-end')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isLoading
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                  <tr key={i}>
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        <Skeleton className="h-4 w-full max-w-40" />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {!isLoading && error ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6">
                  <LoadError message={error.message} onRetry={() => onRetry?.()} />
                </td>
              </tr>
            ) : null}
            {!isLoading && !error && rows && rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-10 text-center text-slate-500">
                  {empty}
                </td>
              </tr>
            ) : null}
            {!isLoading && !error
              ? rows?.map((row) => (
                  <tr key={rowKey(row)} className="hover:bg-slate-50">
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              : null}
          </tbody>
        </table>
      </div>
      {meta && hrefForPage && !isLoading && !error ? (
        <Pagination meta={meta} hrefForPage={hrefForPage} />
      ) : null}
      <span className="sr-only" aria-live="polite">
        {isLoading ? t('common.loading') : ''}
      </span>
    </div>
  );
}

/** The search box of a table's filter bar: submits on Enter, the value goes to `q` in the URL. */
export function TableSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  return (
    <form
      className="min-w-0 flex-1 sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSearch(String(data.get('q') ?? '').trim());
      }}
    >
      <label className="sr-only" htmlFor="table-search">
        {label}
      </label>
      <input
        id="table-search"
        name="q"
        type="search"
        key={value}
        defaultValue={value}
        placeholder={label}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
      />
    </form>
  );
}
