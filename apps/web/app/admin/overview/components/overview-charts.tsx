import type { AdminOverview } from '@shop/contracts/admin/overview';
import { formatLocale } from '@shop/contracts/number-format';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartDrawing, FiguresTable, useChartParts } from '../../../console/common/chart-frame.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';

type Days = AdminOverview['byDay'];

function useDayLabel() {
  const { i18n } = useTranslation();
  return (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(formatLocale(i18n.language), {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
}

/** The marketplace's sales per day (recharts in the consoles' chart frame), its table beside it. */
export function SalesChart({ days }: { days: Days }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const parts = useChartParts();
  const dayLabel = useDayLabel();
  return (
    <figure>
      <ChartDrawing>
        <AreaChart data={days} {...parts.chart}>
          <defs>
            <linearGradient id="admin-sales-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary-500)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--color-primary-500)" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid {...parts.grid} />
          <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={24} {...parts.xAxis} />
          <YAxis {...parts.moneyAxis} />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value)), t('overview.sales')]}
            labelFormatter={(label) => dayLabel(String(label))}
          />
          <Area
            type="monotone"
            dataKey="sales"
            stroke="var(--color-primary-500)"
            strokeWidth={2}
            fill="url(#admin-sales-fill)"
          />
        </AreaChart>
      </ChartDrawing>
      <figcaption>
        <details className="mt-2 text-sm text-slate-600">
          <summary className="cursor-pointer">{t('overview.chartAsTable')}</summary>
          <FiguresTable
            caption={t('overview.salesByDay')}
            headers={[t('overview.day'), t('overview.sales'), t('overview.orders')]}
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

/** Orders, new customers and new sellers per day as bars, with the same numbers in a table. */
export function ActivityChart({ days }: { days: Days }) {
  const { t } = useTranslation();
  const parts = useChartParts();
  const dayLabel = useDayLabel();
  const tick = parts.moneyAxis.tick;
  return (
    <figure>
      <ChartDrawing>
        <BarChart data={days} {...parts.chart}>
          <CartesianGrid {...parts.grid} />
          <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={24} {...parts.xAxis} />
          <YAxis allowDecimals={false} orientation={parts.moneyAxis.orientation} tick={tick} width={40} />
          <Tooltip labelFormatter={(label) => dayLabel(String(label))} />
          <Legend />
          <Bar dataKey="orders" name={t('overview.orders')} fill="var(--color-primary-500)" />
          <Bar dataKey="newCustomers" name={t('overview.newCustomers')} fill="#10b981" />
          <Bar dataKey="newSellers" name={t('overview.newSellers')} fill="#f59e0b" />
        </BarChart>
      </ChartDrawing>
      <figcaption>
        <details className="mt-2 text-sm text-slate-600">
          <summary className="cursor-pointer">{t('overview.chartAsTable')}</summary>
          <FiguresTable
            caption={t('overview.activityByDay')}
            headers={[
              t('overview.day'),
              t('overview.orders'),
              t('overview.newCustomers'),
              t('overview.newSellers'),
            ]}
            rows={days.map((day) => ({
              key: day.date,
              label: dayLabel(day.date),
              figures: [day.orders, day.newCustomers, day.newSellers],
            }))}
          />
        </details>
      </figcaption>
    </figure>
  );
}
