import { formatLocale } from '@shop/contracts/number-format';
import type { SellerDashboard } from '@shop/contracts/seller/dashboard';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartDrawing, FiguresTable, useChartParts } from '../../../console/common/chart-frame.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';

/**
 * Daily sales of the last 30 days (recharts, in the seller center's chart frame); the same numbers
 * are in a table beside it (anyone can open it).
 */
export function SalesChart({ days }: { days: SellerDashboard['salesByDay'] }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const parts = useChartParts();
  const dayLabel = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(formatLocale(i18n.language), {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <figure>
      <ChartDrawing>
        <AreaChart data={days} {...parts.chart}>
          <defs>
            <linearGradient id="seller-sales-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary-500)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--color-primary-500)" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid {...parts.grid} />
          <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={24} {...parts.xAxis} />
          <YAxis {...parts.moneyAxis} />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value)), t('dashboard.sales')]}
            labelFormatter={(label) => dayLabel(String(label))}
          />
          <Area
            type="monotone"
            dataKey="sales"
            stroke="var(--color-primary-500)"
            strokeWidth={2}
            fill="url(#seller-sales-fill)"
          />
        </AreaChart>
      </ChartDrawing>
      <figcaption>
        <details className="mt-2 text-sm text-slate-600">
          <summary className="cursor-pointer">{t('dashboard.chartAsTable')}</summary>
          <FiguresTable
            caption={t('dashboard.salesByDay')}
            headers={[t('dashboard.day'), t('dashboard.sales'), t('dashboard.orders')]}
            rows={days.map((day) => ({
              key: day.date,
              label: dayLabel(day.date),
              figures: [formatMoney(day.sales), day.orders],
            }))}
          />
        </details>
      </figcaption>
    </figure>
  );
}
