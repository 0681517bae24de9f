import type { EarningsMonth } from '@shop/contracts/seller/earnings';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';

/** "Mar 2025" for "2025-03". */
export function monthLabel(month: string, language: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language, {
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
  const rtl = i18n.language === 'ar-SA';
  const label = (month: string) => monthLabel(month, i18n.language);
  const [showTable, setShowTable] = useState(false);
  return (
    <figure aria-labelledby="earnings-chart-caption">
      <div aria-hidden className="h-64 w-full" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={months}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            // the drawing is hidden from assistive technology (the table below has the numbers)
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="month"
              tickFormatter={label}
              reversed={rtl}
              tick={{ fontSize: 12, fill: '#64748b' }}
              minTickGap={16}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(value: number) => formatMoney(value)}
              tick={{ fontSize: 12, fill: '#64748b' }}
              width={80}
            />
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
        </ResponsiveContainer>
      </div>
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
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('earnings.byMonth')}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t('earnings.month')}
              </th>
              <th scope="col" className="text-end">
                {t('earnings.orders')}
              </th>
              <th scope="col" className="text-end">
                {t('earnings.sales')}
              </th>
              <th scope="col" className="text-end">
                {t('earnings.commission')}
              </th>
              <th scope="col" className="text-end">
                {t('earnings.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="text-start font-normal">
                  {label(m.month)}
                </th>
                <td className="text-end tabular-nums">{m.orders}</td>
                <td className="text-end tabular-nums">{formatMoney(m.sale)}</td>
                <td className="text-end tabular-nums">{formatMoney(m.commission)}</td>
                <td className="text-end tabular-nums">{formatMoney(m.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
