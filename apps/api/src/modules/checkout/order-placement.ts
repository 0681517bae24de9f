import {
  groupCodeToShow,
  isPayOnDelivery,
  CHECKOUT_MESSAGES as M,
  type OrderStoreBody,
  type OrderStoreResult,
} from '@shop/contracts/checkout';
import { formatMoney, fromMinor } from '@shop/contracts/money';
import { grandTotal, shortOfMinimumOrder, sumTotals } from '@shop/contracts/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  carts,
  couponUsages,
  orderGroups,
  orderItems,
  orders,
  orderUpdates,
  payments,
  productVariationStocks,
  shops,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, Conflict } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { translate } from '../../platform/messages.ts';
import { readSettings } from '../../platform/settings.ts';
import { loadProductVariations } from '../catalog/product-variations.ts';
import { warehousesForZone } from '../catalog/zone-warehouses.ts';
import { paymentMethodName } from '../content/page-config.ts';
import { CouponRefused, evaluateCoupon, findShopCoupon } from '../coupons/index.ts';
import { confirmationPhone } from '../orders/order-notices.ts';
import { ORDER_PLACED } from '../orders/order-timeline.ts';
import { paymentSecret, signPaymentToken } from '../payments/payment-token.ts';
import { paymentProviderFor } from '../payments/providers/index.ts';
import { type CheckoutLine, loadCheckoutLines, productsNotPayableOnDelivery } from './checkout-lines.ts';
import { findUserAddress, shippingChargesByShop } from './shipping.ts';

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
 */

/** Arbitrary constant key of the advisory lock that serialises order code allocation. */
const ORDER_CODE_LOCK_KEY = 7_362_910_452;
/**
 * First half of the two-int advisory lock keys of idempotency keys (the second half is a hash of
 * user and key); the two-int key space is apart from the bigint one of ORDER_CODE_LOCK_KEY.
 */
const IDEMPOTENCY_LOCK_CLASS = 736_291;

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
  app: FastifyInstance,
  user: AuthUser,
  body: OrderStoreBody,
  ctx: PlacementContext,
): Promise<OrderStoreResult> {
  const db = app.db;
  const now = ctx.now ?? new Date();
  if (ctx.idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, user.id, ctx.idempotencyKey);
    if (earlier) return resultOf(app, earlier);
  }

  const settings = await readSettings(db);
  const takeable = isPayOnDelivery(body.paymentMethod) || paymentProviderFor(body.paymentMethod) !== null;
  if (!takeable) throw new PlacementRefused(M.methodUnavailable);
  if (!settings.paymentMethods.includes(body.paymentMethod)) {
    // switched off in the operator console (issue 18 §5)
    throw new PlacementRefused(M.methodOff, { method: paymentMethodName(body.paymentMethod) });
  }

  const shipping = await findUserAddress(db, user.id, body.shippingAddressId);
  const billing =
    body.billingAddressId && body.billingAddressId !== shipping.id
      ? await findUserAddress(db, user.id, body.billingAddressId)
      : shipping;
  if (shipping.zoneId === null) throw new PlacementRefused(M.notDeliverable);
  const warehouseIds = await warehousesForZone(db, shipping.zoneId);

  const cartIds = [...new Set(body.cartIds)];
  if (cartIds.length === 0) throw new PlacementRefused(M.emptyCart);
  const shopFilter = new Set(body.shopIds);

  let result: Placed | { replay: EarlierPlacement };
  try {
    result = await db.transaction(async (tx): Promise<Placed | { replay: EarlierPlacement }> => {
      // 0. one placement per idempotency key at a time; a later one replays the first's answer
      if (ctx.idempotencyKey) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}::int, hashtext(${`${user.id}:${ctx.idempotencyKey}`}))`,
        );
        const earlier = await findByIdempotencyKey(tx, user.id, ctx.idempotencyKey);
        if (earlier) return { replay: earlier };
      }

      // 1. the caller's lines (someone else's or unknown ids refuse the whole order)
      const requested = await loadCheckoutLines(tx, { userId: user.id, warehouseIds: null, cartIds, now });
      if (requested.length !== cartIds.length) {
        if (requested.length === 0) throw new PlacementRefused(M.emptyCart);
        throw new PlacementRefused(M.unknownCartLines);
      }
      const deliverable = new Set(warehouseIds ?? []);
      if (requested.some((l) => !deliverable.has(l.warehouseId))) {
        throw new PlacementRefused('This product is not available in your delivery area');
      }
      const lines = shopFilter.size > 0 ? requested.filter((l) => shopFilter.has(l.shopId)) : requested;
      if (lines.length === 0) throw new PlacementRefused(M.emptyCart);
      const offSale = [...new Set(lines.filter((l) => !l.onSale).map((l) => l.productName))];
      if (offSale.length > 0) throw new PlacementRefused(M.productUnavailable, { names: offSale.join(', ') });
      if (isPayOnDelivery(body.paymentMethod)) {
        const refused = productsNotPayableOnDelivery(lines);
        if (refused.length > 0)
          throw new PlacementRefused(M.payOnDeliveryRefused, { names: refused.join(', ') });
      }

      // 2. stock rows, then cart rows, locked in id order; re-read quantities under the locks
      const stock = await lockStock(tx, lines);
      const locked = await tx
        .select({ id: carts.id, qty: carts.qty, warehouseId: carts.warehouseId })
        .from(carts)
        .where(
          and(
            inArray(
              carts.id,
              lines.map((l) => l.cartId),
            ),
            eq(carts.userId, user.id),
          ),
        )
        .orderBy(asc(carts.id))
        .for('update');
      if (locked.length !== lines.length) throw new PlacementRefused(M.emptyCart);
      const lockedById = new Map(locked.map((c) => [c.id, c]));
      for (const line of lines) {
        const current = lockedById.get(line.cartId)!;
        if (current.warehouseId !== line.warehouseId) throw new Conflict(M.cartChanged);
      }
      const current = await loadCheckoutLines(tx, {
        userId: user.id,
        warehouseIds: null,
        cartIds: lines.map((l) => l.cartId),
        now,
      });
      for (const line of current) {
        const available = stock.get(stockKey(line))?.stockQty ?? 0;
        if (available < line.qty) throw new PlacementRefused(M.limitedStock, { name: line.productName });
      }

      // 3. per shop: coupon, shipping, totals
      const byShop = new Map<number, CheckoutLine[]>();
      for (const line of current) {
        const list = byShop.get(line.shopId) ?? [];
        list.push(line);
        byShop.set(line.shopId, list);
      }
      const shopIds = [...byShop.keys()];
      await refuseBelowMinimumOrder(tx, byShop, (minor) => money(app, minor, ctx.lang));
      const charges = await shippingChargesByShop(tx, shopIds, shipping.zoneId);
      const plans: ShopPlan[] = [];
      // marketplace-wide codes sent: refused for the order only when they apply in none of its shops
      const marketplace = new Map<string, { applied: boolean; refusal: CouponRefused | null }>();
      for (const [shopId, shopLines] of byShop) {
        const code = await couponCodeForShop(tx, body.couponCodes, shopId);
        let couponId: number | null = null;
        let couponDiscountAmount = 0;
        let freeShipping = false;
        if (code) {
          const coupon = await findShopCoupon(tx, code, shopId, { lock: true });
          try {
            const outcome = await evaluateCoupon(tx, coupon, {
              userId: user.id,
              lines: shopLines,
              now,
              currency: app.config.currency,
              locale: ctx.lang,
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

      // 4. codes under the advisory lock
      await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_CODE_LOCK_KEY})`);
      const start = settings.orderCodeStartsFrom;
      const maxima = await tx.execute(sql`
        select coalesce((select max(code) from order_groups), 0)::int as group_code,
               coalesce((select max(order_code) from orders), 0)::int as order_code
      `);
      const maxRow = maxima.rows[0] ?? {};
      const groupCode = Math.max(Number(maxRow.group_code ?? 0) + 1, start);
      const firstOrderCode = Math.max(Number(maxRow.order_code ?? 0) + 1, start);

      // 5. rows
      const [group] = await tx
        .insert(orderGroups)
        .values({
          code: groupCode,
          userId: user.id,
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
          zoneId: shipping.zoneId,
          paymentMethod: body.paymentMethod,
          idempotencyKey: ctx.idempotencyKey,
        })
        .returning({ id: orderGroups.id, createdAt: orderGroups.createdAt });
      const groupId = group!.id;
      const orderRows = await tx
        .insert(orders)
        .values(
          plans.map((plan, i) => ({
            orderCode: firstOrderCode + i,
            orderGroupId: groupId,
            userId: user.id,
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
        )
        .returning({ id: orders.id, orderCode: orders.orderCode, shopId: orders.shopId });
      const orderIdByShop = new Map(orderRows.map((o) => [o.shopId, o.id]));

      const variationNames = new Map(
        (
          await loadProductVariations(
            tx,
            { variationIds: current.map((l) => l.productVariationId) },
            { warehouseIds: [], lang: 'en-US', decimals: app.config.currency.decimals, now },
          )
        ).map((v) => [v.id, v.name]),
      );
      await tx.insert(orderItems).values(
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
      const withCoupon = plans.filter((p) => p.couponId !== null);
      if (withCoupon.length > 0) {
        await tx.insert(couponUsages).values(
          withCoupon.map((p) => ({
            couponId: p.couponId!,
            userId: user.id,
            orderId: orderIdByShop.get(p.shopId)!,
          })),
        );
      }
      await tx.insert(orderUpdates).values(
        orderRows.map((o) => ({
          orderId: o.id,
          userId: user.id,
          status: ORDER_PLACED.status,
          note: ORDER_PLACED.note,
        })),
      );
      const sum = (pick: (p: ShopPlan) => number) => plans.reduce((s, p) => s + pick(p), 0);
      await tx.insert(payments).values({
        orderGroupId: groupId,
        method: body.paymentMethod,
        amount: sum((p) => p.amount),
        taxAmount: sum((p) => p.taxAmount),
        discountAmount: sum((p) => p.discountAmount),
        couponDiscountAmount: sum((p) => p.couponDiscountAmount),
        shippingChargeAmount: sum((p) => p.shippingChargeAmount),
        totalAmount: sum((p) => p.totalAmount),
      });

      // 6. stock out, sale counts up, the ordered lines gone (one statement each)
      await decrementStock(tx, current, stock);
      await tx.execute(sql`
        update products p set total_sale_count = p.total_sale_count + v.qty
        from (values ${sql.join(
          aggregateByProduct(current).map(([productId, qty]) => sql`(${productId}::int, ${qty}::int)`),
          sql`, `,
        )}) as v(product_id, qty)
        where p.id = v.product_id
      `);
      await tx.delete(carts).where(
        inArray(
          carts.id,
          current.map((l) => l.cartId),
        ),
      );
      return {
        groupId,
        code: groupCode,
        createdAt: group!.createdAt,
        lastOrderCode: firstOrderCode + plans.length - 1,
        orders: orderRows.map((o) => ({
          orderCode: o.orderCode,
          totalAmount: plans.find((p) => p.shopId === o.shopId)!.totalAmount,
        })),
      };
    });
  } catch (error) {
    // the same idempotency key raced us: answer with the group that won
    if (ctx.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, user.id, ctx.idempotencyKey);
      if (earlier) return resultOf(app, earlier);
    }
    throw error;
  }
  if ('replay' in result) return resultOf(app, result.replay);

  await notifyPlaced(app, user, body, result, ctx.lang);
  return resultOf(app, { code: result.code, method: body.paymentMethod, createdAt: result.createdAt });
}

interface Placed {
  groupId: number;
  code: number;
  createdAt: Date;
  lastOrderCode: number;
  orders: PlacedOrder[];
}

/** What the answer to a placement is made of, so a replay answers exactly as the first did. */
interface EarlierPlacement {
  code: number;
  method: string;
  createdAt: Date;
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

function money(app: FastifyInstance, minor: number, lang: LanguageCode): string {
  return formatMoney(fromMinor(minor, app.config.currency.decimals), app.config.currency, lang);
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
  const rows = await tx
    .select({ id: shops.id, name: shops.name, minOrderAmount: shops.minOrderAmount })
    .from(shops)
    .where(inArray(shops.id, [...byShop.keys()]));
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

type StockRow = { id: number; stockQty: number };
const stockKey = (l: { productVariationId: number; warehouseId: number }) =>
  `${l.productVariationId}:${l.warehouseId}`;

async function lockStock(tx: Transaction, lines: readonly CheckoutLine[]): Promise<Map<string, StockRow>> {
  const pairs = [...new Map(lines.map((l) => [stockKey(l), l])).values()];
  const rows = await tx
    .select({
      id: productVariationStocks.id,
      productVariationId: productVariationStocks.productVariationId,
      warehouseId: productVariationStocks.warehouseId,
      stockQty: productVariationStocks.stockQty,
    })
    .from(productVariationStocks)
    .where(
      sql`(${productVariationStocks.productVariationId}, ${productVariationStocks.warehouseId}) in (${sql.join(
        pairs.map((p) => sql`(${p.productVariationId}::int, ${p.warehouseId}::int)`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(productVariationStocks.id))
    .for('update');
  return new Map(rows.map((r) => [stockKey(r), { id: r.id, stockQty: r.stockQty }]));
}

async function decrementStock(
  tx: Transaction,
  lines: readonly CheckoutLine[],
  stock: Map<string, StockRow>,
): Promise<void> {
  const qtyByRow = new Map<number, number>();
  for (const line of lines) {
    const row = stock.get(stockKey(line))!;
    qtyByRow.set(row.id, (qtyByRow.get(row.id) ?? 0) + line.qty);
  }
  const updated = await tx.execute(sql`
    update product_variation_stocks s set stock_qty = s.stock_qty - v.qty, updated_at = now()
    from (values ${sql.join(
      [...qtyByRow].map(([id, qty]) => sql`(${id}::int, ${qty}::int)`),
      sql`, `,
    )}) as v(id, qty)
    where s.id = v.id and s.stock_qty >= v.qty
    returning s.id
  `);
  // the rows are locked and were checked, so this cannot happen; never let stock go negative
  if (updated.rows.length !== qtyByRow.size) throw new Error('stock changed under a row lock');
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
  const rows = await tx.execute(sql`
    select code, (shop_id = ${shopId} and not is_marketplace) as own from coupons
    where (shop_id = ${shopId} or is_marketplace) and lower(code) in (${sql.join(
      codes.map((c) => sql`lower(${c})`),
      sql`, `,
    )})
  `);
  const own = new Set(rows.rows.filter((r) => r.own === true).map((r) => String(r.code).toLowerCase()));
  const any = new Set(rows.rows.map((r) => String(r.code).toLowerCase()));
  return codes.find((c) => own.has(c.toLowerCase())) ?? codes.find((c) => any.has(c.toLowerCase())) ?? null;
}

/**
 * The placement's answer. The payment token's validity runs from the group's creation, so a replay
 * (same idempotency key) answers byte for byte what the first request did.
 */
async function resultOf(app: FastifyInstance, placed: EarlierPlacement): Promise<OrderStoreResult> {
  const goToPayment = !isPayOnDelivery(placed.method);
  return {
    goToPayment,
    orderCode: placed.code,
    paymentMethod: placed.method,
    paymentToken: goToPayment
      ? signPaymentToken(await paymentSecret(app.config), placed.code, placed.createdAt.getTime())
      : null,
  };
}

async function findByIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<EarlierPlacement | null> {
  const [group] = await db
    .select({ code: orderGroups.code, method: orderGroups.paymentMethod, createdAt: orderGroups.createdAt })
    .from(orderGroups)
    .where(and(eq(orderGroups.userId, userId), eq(orderGroups.idempotencyKey, key)));
  return group ?? null;
}

/**
 * Confirmation e-mail (when the customer gave one) and SMS to the account's verified phone through
 * the outbox, after commit.
 */
async function notifyPlaced(
  app: FastifyInstance,
  user: AuthUser,
  body: OrderStoreBody,
  placed: { code: number; orders: PlacedOrder[] },
  lang: LanguageCode,
): Promise<void> {
  const appName = app.config.appName;
  const money = (minor: number) =>
    formatMoney(fromMinor(minor, app.config.currency.decimals), app.config.currency, lang);
  const total = placed.orders.reduce((s, o) => s + o.totalAmount, 0);
  const t = (text: string, params?: Record<string, string | number>) => translate(lang, text, params);
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
        ...placed.orders.map((o) => `${t('Order')} ${o.orderCode}: ${money(o.totalAmount)}`),
        `${t('Total')}: ${money(total)}`,
        `${t('Payment method')}: ${body.paymentMethod.replaceAll('_', ' ')}`,
        '',
        `${app.config.publicUrl}/orders/success/${placed.code}`,
        '',
        appName,
      ];
      await app.outbox.sendEmail({
        to: email,
        subject: t('Order Placed - {appName}', { appName }),
        text: lines.join('\n'),
      });
    }
    // only to the account's own verified phone: the body's contact phone is whatever was typed
    // (the outbox must not text strangers); it stays on the order for the courier
    const phone = confirmationPhone(user);
    if (phone) {
      await app.outbox.sendSms(
        phone,
        t('Your order has been placed successfully. Your invoice number: {code}. {appName}', {
          code: groupCodeToShow(placed.code),
          appName,
        }),
      );
    }
  } catch (error) {
    // the order stands; a failed notification is logged, never turned into a failed checkout
    app.log.error({ err: error }, 'order confirmation could not be queued');
  }
}
