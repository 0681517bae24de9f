import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../constants.ts';
import { paginated } from '../envelope.ts';
import { boundedInt, text } from '../input.ts';
import {
  SELLER_ORDER_MESSAGES,
  sellerNoteText,
  sellerOrderDetail,
  sellerOrderRow,
  TRACKING_NUMBER_PATTERN,
} from '../seller/orders.ts';

/**
 * The operator console's orders (issue 18 §7): every shop's orders, one row per shop order, found
 * by their order code, which is unique across shops (the orders module gives every shop order the
 * next code of one sequence); the detail is the seller center's with the shop and the customer's
 * account; status moves go through the seller center's path (`moveOrder`). Amounts are decimals,
 * dates ISO 8601.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 20;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const adminOrdersQuery = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_ORDERS_PAGE_SIZE),
  /** an order code ("10012" or "#10012"), or part of the customer's name, phone or e-mail */
  search: textParam,
  /** one delivery status (the overview links `?status=order_placed`) */
  status: z.preprocess(blank, z.enum(DELIVERY_STATUSES).optional()),
  /** one shop's orders (its id) */
  shop: z.preprocess(blank, boundedInt('Invalid shop').optional()),
  /** one payment state */
  payment: z.preprocess(blank, z.enum(PAYMENT_STATUSES).optional()),
  /** one customer's orders (their account id) */
  customer: z.preprocess(blank, boundedInt('Invalid customer').optional()),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderRow = sellerOrderRow.extend({
  shop: z.object({ id: z.number().int(), name: z.string() }),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrdersPage = paginated(adminOrderRow).extend({
  /** the shops that have orders, for the filter */
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPage>;

export const adminOrderDetail = sellerOrderDetail.extend({
  shop: z.object({ id: z.number().int(), name: z.string() }),
  /** the customer's account (null for a guest checkout or a deleted account) */
  customerId: z.number().int().nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/**
 * POST /admin/orders/{code}/status: the status to move to, or (none) the next one on the forward
 * path, as `npm run orders -- advance` sends it. The tracking number and the note (the reason of a
 * cancellation) are optional for the commands; the console's dialogs ask for them as the seller
 * center's do (`sellerOrderStatusBody`).
 */
export const adminOrderStatusBody = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  trackingNumber: z.preprocess(
    blank,
    text()
      .trim()
      .regex(TRACKING_NUMBER_PATTERN, { message: SELLER_ORDER_MESSAGES.trackingInvalid })
      .optional(),
  ),
  note: z.preprocess(blank, sellerNoteText.optional()),
});
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBody>;

export const adminOrderStatusResult = z.object({
  code: z.number().int(),
  from: z.enum(DELIVERY_STATUSES),
  to: z.enum(DELIVERY_STATUSES),
});
export type AdminOrderStatusResult = z.infer<typeof adminOrderStatusResult>;
