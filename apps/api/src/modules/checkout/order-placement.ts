import {
  groupCodeToShow,
  isPayOnDelivery,
  CHECKOUT_MESSAGES as M,
  type OrderStoreBody,
  type OrderStoreResult,
} from '@shop/contracts/checkout';
import { formatMoney, fromMinor } from '@shop/contracts/money';
import { grandTotal, shortOfMinimumOrder, sumTotals } from '@shop/contracts/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, Conflict } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { type MessageKey, translate } from '../../platform/messages.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { paymentMethodName } from '../../platform/payment-method-name.ts';
import { readSettings } from '../../platform/settings.ts';
import { loadProductVariations, warehousesForZone } from '../catalog/index.ts';
import { CouponRefused, evaluateCoupon, findShopCoupon } from '../coupons/index.ts';
import { confirmationPhone, ORDER_PLACED } from '../orders/index.ts';
import { paymentProviderFor, paymentSecret, signPaymentToken } from '../payments/index.ts';
import { type CheckoutLine, productsNotPayableOnDelivery } from './checkout-lines.ts';
import { loadCheckoutLines } from './checkout-lines-queries.ts';
import {
  addSaleCounts,
  couponsNamed,
  decrementStock,
  deleteCartLines,
  type EarlierPlacement,
  findByIdempotencyKey,
  insertCouponUsages,
  insertOrderGroup,
  insertOrderItems,
  insertOrders,
  insertOrderUpdates,
  insertPayment,
  lockCartRows,
  lockIdempotencyKey,
  lockOrderCodes,
  lockStock,
  type StockRow,
  shopMinimums,
  stockKey,
} from './order-placement-queries.ts';
import { type DeliveryAddress, findUserAddress, shippingChargesByShop } from './shipping-queries.ts';

/**
 * Order placement (rules §6 with rules 1, 2, 3, 7): one transaction that orders
 * exactly the caller's selected cart lines, one order per shop under one order group.
 *
 * Concurrency: the stock rows of the lines are locked (`FOR UPDATE`, in id order) before anything
 * is checked, so concurrent checkouts of the last units queue up and stock never goes below zero;
 * then the cart rows are locked and re-read, so a double submit finds its lines gone and fails
 * instead of ordering twice; coupon rows are locked before their usage is counted; order codes
 * are taken under a transaction-scoped advisory lock, after the row locks (no lock cycles).
 *
 * Idempotency: a placement with an idempotency key first takes a transaction-scoped advisory lock
 * on (user, key), before any row lock, and looks for a group placed with that key. Concurrent
 * requests with one key thus queue behind the first; once it commits they find its group and
 * replay its answer (if it failed, the next one tries again). PGlite has one connection, so its
 * transactions queue anyway; PostgreSQL needs the lock.
 *
 * The steps below each take what they need; `placeOrder` runs them in this order: the payment
 * method and addresses (before the transaction), then inside it the idempotency lock, the lines
 * read and checked, the stock and cart rows locked and re-read, each shop priced with its coupon,
 * the rows written, and after commit the shopper told and answered.
 */

/** What placing an order needs (never the Fastify instance). */
export interface PlacementDeps {
  db: Database;
  config: Pick<Config, 'currency' | 'appName' | 'publicUrl' | 'paymentSecret' | 'dataDir'>;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'error'>;
}

type PlacementConfig = PlacementDeps['config'];

class PlacementRefused extends AppError {
  constructor(message: string, params?: Record<string, string | number>) {
    super(422, message, undefined, params);
  }
}

export interface PlacementContext {
  idempotencyKey: string | null;
  lang: LanguageCode;
  now?: Date;
}

export async function placeOrder(
  deps: PlacementDeps,
  user: AuthUser,
  body: OrderStoreBody,
  ctx: PlacementContext,
): Promise<OrderStoreResult> {
  const { db, config } = deps;
  const now = ctx.now ?? new Date();
  const key = ctx.idempotencyKey;
  if (key) {
    const earlier = await findByIdempotencyKey(db, user.id, key);
    if (earlier) return resultOf(config, earlier);
  }

  const settings = await readSettings(db);
  refuseUnavailableMethod(body.paymentMethod, settings.paymentMethods);
  const delivery = await deliveryOf(db, user.id, body);

  const cartIds = [...new Set(body.cartIds)];
  if (cartIds.length === 0) throw new PlacementRefused(M.emptyCart);

  let result: Placed | { replay: EarlierPlacement };
  try {
    result = await db.transaction(async (tx): Promise<Placed | { replay: EarlierPlacement }> => {
      // 0. one placement per idempotency key at a time; a later one replays the first's answer
      if (key) {
        await lockIdempotencyKey(tx, user.id, key);
        const earlier = await findByIdempotencyKey(tx, user.id, key);
        if (earlier) return { replay: earlier };
      }
      // 1. the caller's lines, checked
      const lines = await readLines(tx, {
        userId: user.id,
        cartIds,
        shopIds: body.shopIds,
        warehouseIds: delivery.warehouseIds,
        paymentMethod: body.paymentMethod,
        now,
      });
      // 2. stock rows, then cart rows, locked in id order; quantities re-read under the locks
      const { current, stock } = await lockLines(tx, user.id, lines, now);
      // 3. per shop: coupon, shipping, totals
      const plans = await planShops(tx, config, {
        userId: user.id,
        lines: current,
        couponCodes: body.couponCodes,
        zoneId: delivery.zoneId,
        now,
        lang: ctx.lang,
      });
      // 4.-6. codes, rows, stock out and cart lines gone
      return writeOrders(tx, config, {
        userId: user.id,
        body,
        delivery,
        idempotencyKey: key,
        orderCodeStartsFrom: settings.orderCodeStartsFrom,
        plans,
        lines: current,
        stock,
        now,
      });
    });
  } catch (error) {
    // the same idempotency key raced us: answer with the group that won
    if (key && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, user.id, key);
      if (earlier) return resultOf(config, earlier);
    }
    throw error;
  }
  if ('replay' in result) return resultOf(config, result.replay);

  await notifyPlaced(deps, user, body, result, ctx.lang);
  return resultOf(config, { code: result.code, method: body.paymentMethod, createdAt: result.createdAt });
}

interface Placed {
  groupId: number;
  code: number;
  createdAt: Date;
  lastOrderCode: number;
  orders: PlacedOrder[];
}

interface ShopPlan {
  shopId: number;
  lines: CheckoutLine[];
  couponId: number | null;
  amount: number;
  taxAmount: number;
  discountAmount: number;
  couponDiscountAmount: number;
  shippingChargeAmount: number;
  totalAmount: number;
}

interface PlacedOrder {
  orderCode: number;
  totalAmount: number;
}

/** Where the order goes: the addresses and the warehouses that deliver to its zone. */
interface Delivery {
  shipping: DeliveryAddress;
  billing: DeliveryAddress;
  zoneId: number;
  warehouseIds: readonly number[] | null;
}

/** A method the store cannot take, or one the operator switched off (issue 18 §5), refuses (422). */
function refuseUnavailableMethod(method: string, switchedOn: readonly string[]): void {
  const takeable = isPayOnDelivery(method) || paymentProviderFor(method) !== null;
  if (!takeable) throw new PlacementRefused(M.methodUnavailable);
  if (!switchedOn.includes(method)) {
    throw new PlacementRefused(M.methodOff, { method: paymentMethodName(method) });
  }
}

/** The caller's shipping and billing addresses (404 for someone else's), which must have a zone. */
async function deliveryOf(db: Executor, userId: number, body: OrderStoreBody): Promise<Delivery> {
  const shipping = await findUserAddress(db, userId, body.shippingAddressId);
  const billing =
    body.billingAddressId && body.billingAddressId !== shipping.id
      ? await findUserAddress(db, userId, body.billingAddressId)
      : shipping;
  if (shipping.zoneId === null) throw new PlacementRefused(M.notDeliverable);
  return {
    shipping,
    billing,
    zoneId: shipping.zoneId,
    warehouseIds: await warehousesForZone(db, shipping.zoneId),
  };
}

/**
 * Step 1: the caller's selected lines (someone else's or unknown ids refuse the whole order), from
 * warehouses that deliver to the address, of the selected shops, on sale, and payable the chosen
 * way.
 */
async function readLines(
  tx: Transaction,
  selection: {
    userId: number;
    cartIds: readonly number[];
    shopIds: readonly number[];
    warehouseIds: readonly number[] | null;
    paymentMethod: string;
    now: Date;
  },
): Promise<CheckoutLine[]> {
  const { cartIds, now } = selection;
  const requested = await loadCheckoutLines(tx, {
    userId: selection.userId,
    warehouseIds: null,
    cartIds,
    now,
  });
  if (requested.length !== cartIds.length) {
    if (requested.length === 0) throw new PlacementRefused(M.emptyCart);
    throw new PlacementRefused(M.unknownCartLines);
  }
  const deliverable = new Set(selection.warehouseIds ?? []);
  if (requested.some((l) => !deliverable.has(l.warehouseId))) {
    throw new PlacementRefused('This product is not available in your delivery area');
  }
  const shopFilter = new Set(selection.shopIds);
  const lines = shopFilter.size > 0 ? requested.filter((l) => shopFilter.has(l.shopId)) : requested;
  if (lines.length === 0) throw new PlacementRefused(M.emptyCart);
  const offSale = [...new Set(lines.filter((l) => !l.onSale).map((l) => l.productName))];
  if (offSale.length > 0) throw new PlacementRefused(M.productUnavailable, { names: offSale.join(', ') });
  if (isPayOnDelivery(selection.paymentMethod)) {
    const refused = productsNotPayableOnDelivery(lines);
    if (refused.length > 0) throw new PlacementRefused(M.payOnDeliveryRefused, { names: refused.join(', ') });
  }
  return lines;
}

/**
 * Step 2: locks the lines' stock rows, then their cart rows, each in id order, and re-reads the
 * lines under the locks: a double submit finds its lines gone (refused), a line moved to another
 * warehouse meanwhile is a conflict (409), and too little stock refuses (422).
 */
async function lockLines(
  tx: Transaction,
  userId: number,
  lines: readonly CheckoutLine[],
  now: Date,
): Promise<{ current: CheckoutLine[]; stock: Map<string, StockRow> }> {
  const stock = await lockStock(tx, lines);
  const locked = await lockCartRows(
    tx,
    userId,
    lines.map((l) => l.cartId),
  );
  if (locked.length !== lines.length) throw new PlacementRefused(M.emptyCart);
  const lockedById = new Map(locked.map((c) => [c.id, c]));
  for (const line of lines) {
    const current = lockedById.get(line.cartId)!;
    if (current.warehouseId !== line.warehouseId) throw new Conflict(M.cartChanged);
  }
  const current = await loadCheckoutLines(tx, {
    userId,
    warehouseIds: null,
    cartIds: lines.map((l) => l.cartId),
    now,
  });
  for (const line of current) {
    const available = stock.get(stockKey(line))?.stockQty ?? 0;
    if (available < line.qty) throw new PlacementRefused(M.limitedStock, { name: line.productName });
  }
  return { current, stock };
}

/**
 * Step 3: one plan per shop, in cart order: its minimum order amount, its coupon (locked before
 * its usage is counted), its shipping charge and its totals (minor units).
 */
async function planShops(
  tx: Transaction,
  config: PlacementConfig,
  order: {
    userId: number;
    lines: readonly CheckoutLine[];
    couponCodes: readonly string[];
    zoneId: number;
    now: Date;
    lang: LanguageCode;
  },
): Promise<ShopPlan[]> {
  const byShop = new Map<number, CheckoutLine[]>();
  for (const line of order.lines) {
    const list = byShop.get(line.shopId) ?? [];
    list.push(line);
    byShop.set(line.shopId, list);
  }
  await refuseBelowMinimumOrder(tx, byShop, (minor) => money(config, minor, order.lang));
  const charges = await shippingChargesByShop(tx, [...byShop.keys()], order.zoneId);
  const plans: ShopPlan[] = [];
  // marketplace-wide codes sent: refused for the order only when they apply in none of its shops
  const marketplace = new Map<string, { applied: boolean; refusal: CouponRefused | null }>();
  for (const [shopId, shopLines] of byShop) {
    const code = await couponCodeForShop(tx, order.couponCodes, shopId);
    let couponId: number | null = null;
    let couponDiscountAmount = 0;
    let freeShipping = false;
    if (code) {
      const coupon = await findShopCoupon(tx, code, shopId, { lock: true });
      try {
        const outcome = await evaluateCoupon(tx, coupon, {
          userId: order.userId,
          lines: shopLines,
          now: order.now,
          currency: config.currency,
          locale: order.lang,
        });
        couponId = coupon.id;
        couponDiscountAmount = outcome.discount;
        freeShipping = outcome.isFreeShipping;
        if (coupon.isMarketplace) marketplace.set(coupon.code, { applied: true, refusal: null });
      } catch (error) {
        // a marketplace coupon the shopper applied to one shop is no refusal in another shop
        if (!(coupon.isMarketplace && error instanceof CouponRefused)) throw error;
        const seen = marketplace.get(coupon.code);
        marketplace.set(coupon.code, {
          applied: seen?.applied ?? false,
          refusal: seen?.refusal ?? error,
        });
      }
    }
    const totals = sumTotals(shopLines.map((l) => l.totals));
    const shippingCharge = freeShipping ? 0 : (charges.get(shopId) ?? 0);
    const amount = shopLines.reduce((sum, l) => sum + l.prices.basePrice * l.qty, 0);
    plans.push({
      shopId,
      lines: shopLines,
      couponId,
      amount,
      taxAmount: totals.tax,
      discountAmount: amount - totals.subtotal,
      couponDiscountAmount,
      shippingChargeAmount: shippingCharge,
      totalAmount: grandTotal(totals, couponDiscountAmount, shippingCharge),
    });
  }
  for (const { applied, refusal } of marketplace.values()) {
    if (!applied && refusal) throw refusal;
  }
  return plans;
}

/**
 * Steps 4 to 6: the codes taken under their advisory lock (after every row lock), the order
 * group, one order per shop with its items, coupon usages, timeline entries and the group's
 * payment; then stock out, sale counts up and the ordered cart lines gone (one statement each).
 */
async function writeOrders(
  tx: Transaction,
  config: PlacementConfig,
  order: {
    userId: number;
    body: OrderStoreBody;
    delivery: Delivery;
    idempotencyKey: string | null;
    orderCodeStartsFrom: number;
    plans: readonly ShopPlan[];
    lines: readonly CheckoutLine[];
    stock: ReadonlyMap<string, StockRow>;
    now: Date;
  },
): Promise<Placed> {
  const { userId, body, plans, lines } = order;
  const { shipping, billing } = order.delivery;
  const maxima = await lockOrderCodes(tx);
  const start = order.orderCodeStartsFrom;
  const groupCode = Math.max(maxima.groupCode + 1, start);
  const firstOrderCode = Math.max(maxima.orderCode + 1, start);

  const group = await insertOrderGroup(tx, {
    code: groupCode,
    userId,
    name: body.name,
    email: body.email ?? null,
    phone: body.phone,
    alternativePhone: body.alternatePhone ?? body.alternativePhone ?? null,
    note: body.note ?? null,
    shippingAddressId: shipping.id,
    billingAddressId: billing.id,
    shippingAddress: shipping.fullText,
    shippingAddressType: shipping.type,
    shippingDirection: shipping.direction,
    billingAddress: billing.billingText,
    billingAddressType: billing.type,
    zoneId: order.delivery.zoneId,
    paymentMethod: body.paymentMethod,
    idempotencyKey: order.idempotencyKey,
  });
  const orderRows = await insertOrders(
    tx,
    plans.map((plan, i) => ({
      orderCode: firstOrderCode + i,
      orderGroupId: group.id,
      userId,
      shopId: plan.shopId,
      warehouseId: plan.lines[0]!.warehouseId,
      couponId: plan.couponId,
      amount: plan.amount,
      taxAmount: plan.taxAmount,
      discountAmount: plan.discountAmount,
      couponDiscountAmount: plan.couponDiscountAmount,
      shippingChargeAmount: plan.shippingChargeAmount,
      totalAmount: plan.totalAmount,
    })),
  );
  const orderIdByShop = new Map(orderRows.map((o) => [o.shopId, o.id]));

  const variationNames = new Map(
    (
      await loadProductVariations(
        tx,
        { variationIds: lines.map((l) => l.productVariationId) },
        { warehouseIds: [], lang: 'en-US', decimals: config.currency.decimals, now: order.now },
      )
    ).map((v) => [v.id, v.name]),
  );
  await insertOrderItems(
    tx,
    plans.flatMap((plan) =>
      plan.lines.map((line) => ({
        orderId: orderIdByShop.get(plan.shopId)!,
        productId: line.productId,
        productVariationId: line.productVariationId,
        productName: line.productName,
        variationName: variationNames.get(line.productVariationId) ?? '',
        sku: line.sku,
        qty: line.qty,
        unitPrice: line.prices.basePrice,
        totalTax: line.totals.tax,
        totalDiscount: (line.prices.basePrice - line.prices.discountedBasePrice) * line.qty,
        totalPrice: line.totals.total,
      })),
    ),
  );
  await insertCouponUsages(
    tx,
    plans.flatMap((p) =>
      p.couponId === null ? [] : [{ couponId: p.couponId, userId, orderId: orderIdByShop.get(p.shopId)! }],
    ),
  );
  await insertOrderUpdates(
    tx,
    orderRows.map((o) => ({
      orderId: o.id,
      userId,
      status: ORDER_PLACED.status,
      note: ORDER_PLACED.note,
    })),
  );
  // every amount is in minor units, so the group's sums are exact
  const sum = (pick: (p: ShopPlan) => number) => plans.reduce((s, p) => s + pick(p), 0);
  await insertPayment(tx, {
    orderGroupId: group.id,
    method: body.paymentMethod,
    amount: sum((p) => p.amount),
    taxAmount: sum((p) => p.taxAmount),
    discountAmount: sum((p) => p.discountAmount),
    couponDiscountAmount: sum((p) => p.couponDiscountAmount),
    shippingChargeAmount: sum((p) => p.shippingChargeAmount),
    totalAmount: sum((p) => p.totalAmount),
  });

  const qtyByRow = stockTaken(lines, order.stock);
  // the rows are locked and were checked, so this cannot happen; never let stock go negative
  if ((await decrementStock(tx, qtyByRow)) !== qtyByRow.size) {
    throw new Error('stock changed under a row lock');
  }
  await addSaleCounts(tx, aggregateByProduct(lines));
  await deleteCartLines(
    tx,
    lines.map((l) => l.cartId),
  );
  return {
    groupId: group.id,
    code: groupCode,
    createdAt: group.createdAt,
    lastOrderCode: firstOrderCode + plans.length - 1,
    orders: orderRows.map((o) => ({
      orderCode: o.orderCode,
      totalAmount: plans.find((p) => p.shopId === o.shopId)!.totalAmount,
    })),
  };
}

/** An amount in minor units in the store's currency, written for `lang`. */
function money(config: PlacementConfig, minor: number, lang: LanguageCode): string {
  return formatMoney(fromMinor(minor, config.currency.decimals), config.currency, lang);
}

/**
 * A shop's minimum order amount (issue 19 §3): the first shop, in cart order, whose lines total
 * less than its `min_order_amount` refuses the whole placement (422), before anything is written.
 */
async function refuseBelowMinimumOrder(
  tx: Executor,
  byShop: ReadonlyMap<number, readonly CheckoutLine[]>,
  format: (minor: number) => string,
): Promise<void> {
  const rows = await shopMinimums(tx, [...byShop.keys()]);
  const shopById = new Map(rows.map((r) => [r.id, r]));
  for (const [shopId, lines] of byShop) {
    const shop = shopById.get(shopId);
    if (!shop) continue;
    const missing = shortOfMinimumOrder(sumTotals(lines.map((l) => l.totals)), shop.minOrderAmount);
    if (missing > 0) {
      throw new PlacementRefused(M.belowMinimumOrder, {
        shop: shop.name,
        amount: format(shop.minOrderAmount),
        missing: format(missing),
      });
    }
  }
}

/** The quantity each locked stock row gives up. */
function stockTaken(
  lines: readonly CheckoutLine[],
  stock: ReadonlyMap<string, StockRow>,
): Map<number, number> {
  const qtyByRow = new Map<number, number>();
  for (const line of lines) {
    const row = stock.get(stockKey(line))!;
    qtyByRow.set(row.id, (qtyByRow.get(row.id) ?? 0) + line.qty);
  }
  return qtyByRow;
}

function aggregateByProduct(lines: readonly CheckoutLine[]): [number, number][] {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.qty);
  return [...byProduct];
}

/**
 * The first of the sent codes that names a coupon of this shop (one coupon per shop), else the
 * first that names a marketplace-wide coupon (valid in every shop), or null.
 */
async function couponCodeForShop(
  tx: Executor,
  codes: readonly string[],
  shopId: number,
): Promise<string | null> {
  if (codes.length === 0) return null;
  const rows = await couponsNamed(tx, codes, shopId);
  const own = new Set(rows.filter((r) => r.own === true).map((r) => r.code.toLowerCase()));
  const any = new Set(rows.map((r) => r.code.toLowerCase()));
  return codes.find((c) => own.has(c.toLowerCase())) ?? codes.find((c) => any.has(c.toLowerCase())) ?? null;
}

/**
 * The placement's answer. The payment token's validity runs from the group's creation, so a replay
 * (same idempotency key) answers byte for byte what the first request did.
 */
async function resultOf(config: PlacementConfig, placed: EarlierPlacement): Promise<OrderStoreResult> {
  const goToPayment = !isPayOnDelivery(placed.method);
  return {
    goToPayment,
    orderCode: placed.code,
    paymentMethod: placed.method,
    paymentToken: goToPayment
      ? signPaymentToken(await paymentSecret(config), placed.code, placed.createdAt.getTime())
      : null,
  };
}

/**
 * Confirmation e-mail (when the customer gave one) and SMS to the account's verified phone through
 * the outbox, after commit.
 */
async function notifyPlaced(
  deps: PlacementDeps,
  user: AuthUser,
  body: OrderStoreBody,
  placed: { code: number; orders: PlacedOrder[] },
  lang: LanguageCode,
): Promise<void> {
  const { config, outbox } = deps;
  const appName = config.appName;
  const total = placed.orders.reduce((s, o) => s + o.totalAmount, 0);
  const t = (text: MessageKey, params?: Record<string, string | number>) => translate(lang, text, params);
  try {
    const email = body.email ?? user.email;
    if (email) {
      const lines = [
        t('Hello {name},', { name: body.name }),
        '',
        t('Thank you for your order {code}. We will let you know when it ships.', {
          code: groupCodeToShow(placed.code),
        }),
        '',
        ...placed.orders.map((o) => `${t('Order')} ${o.orderCode}: ${money(config, o.totalAmount, lang)}`),
        `${t('Total')}: ${money(config, total, lang)}`,
        `${t('Payment method')}: ${body.paymentMethod.replaceAll('_', ' ')}`,
        '',
        `${config.publicUrl}/orders/success/${placed.code}`,
        '',
        appName,
      ];
      await outbox.sendEmail({
        to: email,
        subject: t('Order Placed - {appName}', { appName }),
        text: lines.join('\n'),
      });
    }
    // only to the account's own verified phone: the body's contact phone is whatever was typed
    // (the outbox must not text strangers); it stays on the order for the courier
    const phone = confirmationPhone(user);
    if (phone) {
      await outbox.sendSms(
        phone,
        t('Your order has been placed successfully. Your invoice number: {code}. {appName}', {
          code: groupCodeToShow(placed.code),
          appName,
        }),
      );
    }
  } catch (error) {
    // the order stands; a failed notification is logged, never turned into a failed checkout
    deps.log.error({ err: error }, 'order confirmation could not be queued');
  }
}
