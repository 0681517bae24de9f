import { formatLocale } from '@shop/contracts/number-format';
import type { EarningsMonth } from '@shop/contracts/seller/earnings';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartDrawing, FiguresTable, useChartParts } from '../../../console/common/chart-frame.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';

/** "Mar 2025" for "2025-03". */
export function monthLabel(month: string, language: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(formatLocale(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Sales and net earnings per month (recharts). The drawing is hidden from assistive technology;
 * a table with the same numbers is always there for screen readers, and shown on request.
 */
export function MonthlyChart({ months }: { months: EarningsMonth[] }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const parts = useChartParts();
  const label = (month: string) => monthLabel(month, i18n.language);
  const [showTable, setShowTable] = useState(false);
  return (
    <figure aria-labelledby="earnings-chart-caption">
      <ChartDrawing>
        <BarChart data={months} {...parts.chart}>
          <CartesianGrid {...parts.grid} />
          <XAxis dataKey="month" tickFormatter={label} minTickGap={16} {...parts.xAxis} />
          <YAxis {...parts.moneyAxis} />
          <Tooltip
            formatter={(value, name) => [
              formatMoney(Number(value)),
              name === 'sale' ? t('earnings.sales') : t('earnings.net'),
            ]}
            labelFormatter={(value) => label(String(value))}
          />
          <Legend formatter={(value) => (value === 'sale' ? t('earnings.sales') : t('earnings.net'))} />
          <Bar dataKey="sale" fill="var(--color-primary-300)" radius={[4, 4, 0, 0]} />
          <Bar dataKey="net" fill="var(--color-primary-600)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartDrawing>
      <figcaption id="earnings-chart-caption" className="sr-only">
        {t('earnings.chartCaption')}
      </figcaption>
      <button
        type="button"
        aria-expanded={showTable}
        aria-controls="earnings-by-month"
        onClick={() => setShowTable((v) => !v)}
        className="mt-2 text-sm font-medium text-primary-700 hover:underline"
      >
        {showTable ? t('earnings.hideFigures') : t('earnings.showFigures')}
      </button>
      {/* always read by screen readers; shown on the page on request */}
      <div
        id="earnings-by-month"
        className={showTable ? 'overflow-x-auto text-sm text-slate-700' : 'sr-only'}
      >
        <FiguresTable
          caption={t('earnings.byMonth')}
          headers={[
            t('earnings.month'),
            t('earnings.orders'),
            t('earnings.sales'),
            t('earnings.commission'),
            t('earnings.net'),
          ]}
          rows={months.map((m) => ({
            key: m.month,
            label: label(m.month),
            figures: [m.orders, formatMoney(m.sale), formatMoney(m.commission), formatMoney(m.net)],
          }))}
        />
      </div>
    </figure>
  );
}
