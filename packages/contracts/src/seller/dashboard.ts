import { z } from 'zod';

/** The seller center's dashboard and header notifications (issue 17 §1 and §11). */

const periodTotals = z.object({
  /** gross sales of the orders placed in the period and not cancelled (decimal) */
  sales: z.number(),
  orders: z.number().int(),
});

export const sellerDashboard = z.object({
  today: periodTotals,
  last7Days: periodTotals,
  last30Days: periodTotals,
  /** orders waiting for the seller: to confirm (placed) and to ship (confirmed or processing) */
  toConfirm: z.number().int(),
  toShip: z.number().int(),
  /** variations whose stock in all warehouses is at or below the shop's threshold */
  lowStock: z.number().int(),
  lowStockThreshold: z.number().int(),
  rating: z.object({ average: z.number(), total: z.number().int() }),
  /** the last 30 days, one point a day (UTC), oldest first */
  salesByDay: z.array(z.object({ date: z.string(), sales: z.number(), orders: z.number().int() })),
  recentOrders: z.array(
    z.object({
      code: z.number().int(),
      codeToShow: z.string(),
      customerName: z.string(),
      totalAmount: z.number(),
      deliveryStatus: z.string(),
      paymentStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** the most sold products of the last 30 days */
  bestSellers: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      thumbnail: z.string().nullable(),
      units: z.number().int(),
      sales: z.number(),
    }),
  ),
});
export type SellerDashboard = z.infer<typeof sellerDashboard>;

/**
 * The operator's decisions the seller is told of (issue 18 §2), kept in `shop_notifications`: the
 * shop approved, rejected, suspended or reinstated, a payout paid or rejected.
 */
export const SHOP_NOTICE_TYPES = [
  'shop_approve',
  'shop_reject',
  'shop_suspend',
  'shop_reinstate',
  'payout_paid',
  'payout_rejected',
] as const;
export type ShopNoticeType = (typeof SHOP_NOTICE_TYPES)[number];

export const sellerNotifications = z.object({
  /** orders placed and not yet confirmed */
  newOrders: z.number().int(),
  /** shoppers' messages the shop has not read */
  unreadMessages: z.number().int(),
  /** the operator's notices the seller has not opened the bell on yet */
  unreadNotices: z.number().int(),
  items: z.array(
    z.object({
      kind: z.enum(['order', 'message', 'notice']),
      /** the order code, the conversation id, or the notice's id */
      id: z.number().int(),
      /** a notice's title is its type (SHOP_NOTICE_TYPES) */
      title: z.string(),
      /** the order's total (decimal), the last message's text, or the operator's words */
      detail: z.string(),
      at: z.string(),
      link: z.string(),
    }),
  ),
});
export type SellerNotifications = z.infer<typeof sellerNotifications>;
