import { formatLocale } from '@shop/contracts/number-format';
import type { SellerNotifications } from '@shop/contracts/seller/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Megaphone, MessageSquare, ShoppingBag } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { sellerApi, unwrap } from '../lib/seller-api.ts';
import { sellerSessionKeys } from '../lib/session.ts';

/** New orders and messages are looked for every 30 s while the page is visible. */
const POLL_MS = 30_000;

export function useSellerNotifications(enabled = true) {
  return useQuery({
    queryKey: sellerSessionKeys.notifications(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerNotifications>('/notifications', { signal })),
    enabled,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** The sidebar's badges: new orders beside Orders, unread messages beside Chats. */
export function useSellerBadges(enabled: boolean): Record<string, number> {
  const { data } = useSellerNotifications(enabled);
  return data ? { '/seller/orders': data.newOrders, '/seller/chats': data.unreadMessages } : {};
}

/** The header's bell: the count of what waits for the seller, and a menu of the latest. */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const { data } = useSellerNotifications();
  const queryClient = useQueryClient();
  // opening the bell reads the operator's notices (approval, suspension, payouts)
  const readNotices = useMutation({
    mutationFn: () => sellerApi.post<{ read: true }>('/notifications/read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerSessionKeys.notifications() }),
  });
  const count = (data?.newOrders ?? 0) + (data?.unreadMessages ?? 0) + (data?.unreadNotices ?? 0);
  const label = count > 0 ? t('notifications.labelWithCount', { count }) : t('notifications.label');
  const time = (iso: string) =>
    new Date(iso).toLocaleString(formatLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        if (open && (data?.unreadNotices ?? 0) > 0) readNotices.mutate();
      }}
    >
      <DropdownMenu.Trigger
        aria-label={label}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden
            className="absolute end-1 top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold text-slate-900">
            {t('notifications.title')}
          </DropdownMenu.Label>
          {data && data.items.length === 0 ? (
            <p className="px-2 py-4 text-sm text-slate-500">{t('notifications.empty')}</p>
          ) : null}
          {data?.items.map((item) => (
            <DropdownMenu.Item key={`${item.kind}-${item.id}`} asChild>
              <Link
                to={item.link}
                className="flex gap-3 rounded-lg px-2 py-2 text-sm outline-none hover:bg-slate-50 focus:bg-slate-100"
              >
                {item.kind === 'order' ? (
                  <ShoppingBag aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-600" />
                ) : item.kind === 'notice' ? (
                  <Megaphone aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                ) : (
                  <MessageSquare aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">
                    {item.kind === 'order'
                      ? t('notifications.newOrder', { title: item.title })
                      : item.kind === 'notice'
                        ? t(`notifications.notice.${item.title}`, {
                            defaultValue: t('notifications.notice.other'),
                          })
                        : t('notifications.newMessage', { name: item.title })}
                  </span>
                  {item.detail ? (
                    <span className="block truncate text-slate-600" dir="auto">
                      {item.kind === 'order' ? formatMoney(Number(item.detail)) : item.detail}
                    </span>
                  ) : null}
                  <span className="block text-xs text-slate-400">{time(item.at)}</span>
                </span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
