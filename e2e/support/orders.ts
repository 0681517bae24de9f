import type { ProductDetails } from '@shop/contracts/catalog';
import type { OrderShort } from '@shop/contracts/orders';
import type { ProductShort } from '@shop/contracts/product';
import sharp from 'sharp';
import { findServedArea, zonedResult } from './product.ts';

/**
 * Orders for end-to-end journeys, made through the API the way the storefront's checkout would:
 * a saved address in a served area, one in-stock line in the cart, cash on delivery. The operator
 * moves orders along with the admin API (the harness sets ADMIN_API_TOKEN).
 */

async function call<T>(
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; zoneId?: number; form?: Record<string, string | string[]>; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.zoneId !== undefined) headers['Zone-Id'] = String(options.zoneId);
  let body: BodyInit | undefined;
  if (options.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
    }
    body = form;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseURL}/api/v1${path}`, { method, headers, body });
  const parsed = (await response.json()) as { result: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${parsed.message}`);
  return parsed.result;
}

export interface PlacedOrder {
  /** the per-shop order code (what /orders/{code} and tracking take) */
  code: number;
  codeToShow: string;
  shopId: number;
  product: { id: number; slug: string; name: string };
  /** what a coupon took off the order (0 without one) */
  couponDiscountAmount: number;
}

/**
 * A product of the zone that may be paid on delivery, with a variation in stock, and that
 * variation's warehouse.
 */
export async function inStockLine(baseURL: string, zoneId: number) {
  for (let page = 1; page <= 5; page++) {
    const listing = await zonedResult<{ products: { data: ProductShort[] } }>(
      baseURL,
      `/products?limit=50&page=${page}`,
      zoneId,
    );
    for (const card of listing.products.data.filter((p) => p.stockQty > 2)) {
      const product = await zonedResult<ProductDetails>(baseURL, `/products/details/${card.slug}`, zoneId);
      // some demo products are not sold cash on delivery (the checkout would refuse them)
      if (!product.codAvailable) continue;
      // one unit must reach the shop's minimum order amount (the checkout refuses less)
      const variation = product.variations.find(
        (v) =>
          (v.stocks[0]?.stockQty ?? 0) > 2 && v.discountedBasePriceWithTax >= product.shop.minOrderAmount,
      );
      if (variation) return { product, variation, warehouseId: variation.stocks[0]!.warehouseId };
    }
  }
  throw new Error('no product in stock in the zone');
}

/**
 * Places a cash-on-delivery order of one in-stock product for the customer of `token`, with the
 * coupon codes given (as the checkout sends the applied ones).
 */
export async function placeCashOnDeliveryOrder(
  baseURL: string,
  token: string,
  couponCodes: string[] = [],
): Promise<PlacedOrder> {
  const { state, city, area } = await findServedArea(baseURL);
  const zoneId = area.zone_id;
  const address = await call<{ id: number }>(baseURL, 'POST', '/user/address', {
    token,
    form: {
      countryId: '18',
      stateId: String(state.id),
      cityId: String(city.id),
      areaId: String(area.id),
      address: 'House 12, Market Street',
      type: 'home',
    },
  });
  const line = await inStockLine(baseURL, zoneId);
  const cart = await call<{ carts: { id: number }[] }>(baseURL, 'POST', '/carts/create', {
    token,
    zoneId,
    form: { productVariationId: String(line.variation.id), warehouseId: String(line.warehouseId), qty: '1' },
  });
  const placed = await call<{ orderCode: number }>(baseURL, 'POST', '/checkout/order/store', {
    token,
    zoneId,
    form: {
      name: 'E2E Customer',
      phone: '01700000099',
      shippingAddressId: String(address.id),
      'cartIds[]': cart.carts.map((c) => String(c.id)),
      ...(couponCodes.length > 0 ? { 'couponCodes[]': couponCodes } : {}),
      paymentMethod: 'cash_on_delivery',
    },
  });
  const orders = await call<{ data: OrderShort[] }>(baseURL, 'GET', '/orders?limit=50', { token, zoneId });
  const order = orders.data.find((o) => o.orderGroupId > 0 && o.shop.id === line.product.shop.id);
  if (!order) throw new Error(`order group ${placed.orderCode} has no order of the product's shop`);
  return {
    code: order.code,
    codeToShow: order.codeToShow,
    shopId: order.shop.id,
    product: { id: line.product.id, slug: line.product.slug, name: line.product.name },
    couponDiscountAmount: order.couponDiscountAmount,
  };
}

/** The operator's move of an order to a delivery status (POST /admin/orders/{code}/status). */
export async function setOrderStatus(baseURL: string, adminToken: string, code: number, status: string) {
  await call(baseURL, 'POST', `/admin/orders/${code}/status`, { token: adminToken, json: { status } });
}

/** Walks an order along the forward path up to `status` (each step is a timeline entry). */
export async function advanceOrder(baseURL: string, adminToken: string, code: number, status: string) {
  const path = ['confirmed', 'processing', 'shipped', 'delivered'];
  for (const step of path.slice(0, path.indexOf(status) + 1)) {
    await setOrderStatus(baseURL, adminToken, code, step);
  }
}

/** A small real photo (PNG) for upload fields. */
export async function photo(
  name: string,
  colour = '#3b82f6',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
