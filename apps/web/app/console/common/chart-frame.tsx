import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';

/**
 * The seller center's charts (STYLE §13–17): the recharts drawing is hidden from assistive
 * technology (and drawn left to right, its axes turned for right-to-left pages); the same numbers
 * are in a `FiguresTable` that screen readers read.
 */
export function ChartDrawing({ children }: { children: ReactElement }) {
  return (
    <div aria-hidden className="h-64 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/**
 * Props shared by the charts' parts: the chart's margin (with `accessibilityLayer` off: the table
 * has the numbers), the grid, the x axis (reversed on right-to-left pages) and the money y axis
 * (on the right on right-to-left pages).
 */
export function useChartParts() {
  const { i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const rtl = i18n.language === 'ar-SA';
  const tick = { fontSize: 12, fill: '#64748b' };
  return {
    chart: { margin: { top: 8, right: 8, bottom: 0, left: 8 }, accessibilityLayer: false },
    grid: { strokeDasharray: '3 3', vertical: false, stroke: '#e2e8f0' },
    xAxis: { reversed: rtl, tick },
    moneyAxis: {
      orientation: rtl ? ('right' as const) : ('left' as const),
      tickFormatter: (value: number) => formatMoney(value),
      tick,
      width: 80,
    },
  };
}

/** A chart's numbers as a table: a row per point, its label as the row header, figures at the end. */
export function FiguresTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  /** The label column's header, then the figures' headers. */
  headers: readonly string[];
  rows: readonly { key: string; label: string; figures: readonly ReactNode[] }[];
}) {
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header, index) => (
            <th key={header} scope="col" className={index === 0 ? 'text-start' : 'text-end'}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="text-start font-normal">
              {row.label}
            </th>
            {row.figures.map((figure, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <td key={index} className="text-end tabular-nums">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
