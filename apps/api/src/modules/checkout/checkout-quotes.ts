import type { AppliedCoupon, ApplyCouponBody, ShippingChargeBody } from '@shop/contracts/checkout';
import { fromMinor } from '@shop/contracts/money';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, Unauthorized } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { warehousesForZone } from '../catalog/index.ts';
import { CouponRefused, couponToWire, evaluateCoupon, findShopCoupon } from '../coupons/index.ts';
import { loadCheckoutLines } from './checkout-lines-queries.ts';
import { findUserAddress, shippingChargesByShop, zoneOfCity } from './shipping-queries.ts';

/** What the checkout answers before an order is placed: a coupon's discount, the shipping charge. */

/** The request's delivery zone (header) and language. */
export interface QuoteContext {
  zoneId: number | null;
  lang: LanguageCode;
}

/** A shop's coupon checked against the caller's cart lines of that shop in the zone, with its discount. */
export async function applyCoupon(
  db: Database,
  config: Pick<Config, 'currency'>,
  user: AuthUser,
  body: ApplyCouponBody,
  ctx: QuoteContext,
): Promise<AppliedCoupon> {
  const now = new Date();
  const coupon = await findShopCoupon(db, body.code, body.shopId);
  const lines = await loadCheckoutLines(db, {
    userId: user.id,
    warehouseIds: await warehousesForZone(db, ctx.zoneId),
    shopId: coupon.shopId,
    now,
  });
  const outcome = await evaluateCoupon(db, coupon, {
    userId: user.id,
    lines,
    now,
    currency: config.currency,
    locale: ctx.lang,
  });
  const decimals = config.currency.decimals;
  return {
    ...couponToWire(coupon, decimals, ctx.lang),
    couponDiscount: fromMinor(outcome.discount, decimals),
  };
}

/**
 * The shipping charge (minor units) of the selected shops for a saved address of the caller, else
 * the request's zone or a city's; a shop's charge is 0 with one of the sent free-shipping coupons
 * that passes every check for the caller's lines of that shop.
 */
export async function shippingChargeOf(
  db: Database,
  config: Pick<Config, 'currency'>,
  user: AuthUser | null,
  body: ShippingChargeBody,
  ctx: QuoteContext,
): Promise<number> {
  let zoneId: number | null;
  if (body.addressId !== undefined) {
    if (!user) throw new Unauthorized();
    zoneId = (await findUserAddress(db, user.id, body.addressId)).zoneId;
  } else {
    zoneId = ctx.zoneId ?? (body.cityId !== undefined ? await zoneOfCity(db, body.cityId) : null);
  }
  const charges = await shippingChargesByShop(db, body.shopIds, zoneId);
  // free shipping needs a coupon that passes every check for the caller's lines of that shop
  if (user && body.coupons.length > 0 && charges.size > 0) {
    const now = new Date();
    const lines = await loadCheckoutLines(db, {
      userId: user.id,
      warehouseIds: await warehousesForZone(db, zoneId),
      cartIds: body.cartIds && body.cartIds.length > 0 ? body.cartIds : undefined,
      now,
    });
    for (const shopId of charges.keys()) {
      for (const code of body.coupons) {
        try {
          const coupon = await findShopCoupon(db, code, shopId);
          if (!coupon.isFreeShipping) continue;
          const outcome = await evaluateCoupon(db, coupon, {
            userId: user.id,
            lines,
            now,
            currency: config.currency,
            locale: ctx.lang,
          });
          if (outcome.isFreeShipping) charges.set(shopId, 0);
          break;
        } catch (error) {
          if (error instanceof CouponRefused || (error instanceof AppError && error.status === 404)) continue;
          throw error;
        }
      }
    }
  }
  return [...charges.values()].reduce((sum, c) => sum + c, 0);
}
