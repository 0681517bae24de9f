import type { SellerDashboard } from '@shop/contracts/seller/dashboard';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';

/**
 * Daily sales of the last 30 days (recharts). The drawing is hidden from assistive technology; the
 * same numbers are in a table beside it that screen readers read (and anyone can open).
 */
export function SalesChart({ days }: { days: SellerDashboard['salesByDay'] }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const rtl = i18n.language === 'ar-SA';
  const dayLabel = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <figure>
      <div aria-hidden className="h-64 w-full" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={days}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            // the drawing is hidden from assistive technology (the table below has the numbers)
            accessibilityLayer={false}
          >
            <defs>
              <linearGradient id="seller-sales-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="var(--color-primary-500)" stopOpacity={0.35} />
                <stop offset="100%" stopColor="var(--color-primary-500)" stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="date"
              tickFormatter={dayLabel}
              reversed={rtl}
              tick={{ fontSize: 12, fill: '#64748b' }}
              minTickGap={24}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(value: number) => formatMoney(value)}
              tick={{ fontSize: 12, fill: '#64748b' }}
              width={80}
            />
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
        </ResponsiveContainer>
      </div>
      <figcaption>
        <details className="mt-2 text-sm text-slate-600">
          <summary className="cursor-pointer">{t('dashboard.chartAsTable')}</summary>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{t('dashboard.salesByDay')}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {t('dashboard.day')}
                </th>
                <th scope="col" className="text-end">
                  {t('dashboard.sales')}
                </th>
                <th scope="col" className="text-end">
                  {t('dashboard.orders')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="text-start font-normal">
                    {dayLabel(day.date)}
                  </th>
                  <td className="text-end tabular-nums">{formatMoney(day.sales)}</td>
                  <td className="text-end tabular-nums">{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
