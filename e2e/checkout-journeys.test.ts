import type { ProductDetails } from '@shop/contracts/catalog';
import type { ProductShort } from '@shop/contracts/product';
import { describe, expect, it } from 'vitest';
import { createCustomer, startSignedIn } from './support/account.ts';
import {
  addProductToCart,
  cartPage,
  checkoutPage,
  createAddress,
  DEMO_CUSTOMER,
  DEMO_HOME_ADDRESS,
  findArea,
  findProductsOfShops,
  signInThroughPopup,
} from './support/checkout.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import { chooseLocation, zonedResult } from './support/product.ts';
import type { Storefront } from './support/storefront.ts';

/** WELCOME10 of the seed: 10 % off Admin Shop orders of at least $20 (once per customer). */
const COUPON = { code: 'WELCOME10', shopSlug: 'admin-shop', minSpend: 20 };

/** These journeys click through several pages on a shared, slow machine. */
const JOURNEY_TIMEOUT_MS = 240_000;

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** A product of the zone (no variations, in stock) one unit of which is below its shop's minimum order. */
async function findLineBelowMinimum(baseURL: string, zoneId: number) {
  for (let page = 1; page <= 8; page++) {
    const listing = await zonedResult<{ products: { data: ProductShort[] } }>(
      baseURL,
      `/products?limit=50&page=${page}`,
      zoneId,
    );
    for (const card of listing.products.data) {
      if (card.hasVariation || card.stockQty < 1) continue;
      const product = await zonedResult<ProductDetails>(baseURL, `/products/details/${card.slug}`, zoneId);
      const variation = product.variations[0];
      const stock = variation?.stocks[0];
      if (!variation || !stock || stock.stockQty < 1) continue;
      if (variation.discountedBasePriceWithTax >= product.shop.minOrderAmount) continue;
      return {
        productName: product.name,
        shopName: product.shop.name,
        minimum: product.shop.minOrderAmount,
        price: variation.discountedBasePriceWithTax,
        variationId: variation.id,
        warehouseId: stock.warehouseId,
      };
    }
  }
  throw new Error('the demo has no product below its shop minimum order in the zone');
}

/**
 * Two products without variations in stock in `homeZone`: one not sold in `awayZone` (no stock
 * there), one in stock there too.
 */
async function findZoneLines(baseURL: string, homeZone: number, awayZone: number) {
  type Line = { productName: string; variationId: number; warehouseId: number };
  let gone: Line | null = null;
  let kept: Line | null = null;
  for (let page = 1; page <= 8 && !(gone && kept); page++) {
    const listing = await zonedResult<{ products: { data: ProductShort[] } }>(
      baseURL,
      `/products?limit=50&page=${page}`,
      homeZone,
    );
    for (const card of listing.products.data) {
      if (gone && kept) break;
      if (card.hasVariation || card.stockQty < 2) continue;
      const product = await zonedResult<ProductDetails>(baseURL, `/products/details/${card.slug}`, homeZone);
      const variation = product.variations[0];
      const stock = variation?.stocks[0];
      if (!variation || !stock || stock.stockQty < 2) continue;
      const line = { productName: product.name, variationId: variation.id, warehouseId: stock.warehouseId };
      const there = await zonedResult<ProductDetails>(
        baseURL,
        `/products/details/${card.slug}`,
        awayZone,
      ).catch(() => null);
      const awayStock = there?.variations[0]?.stocks[0]?.stockQty ?? 0;
      if (awayStock < 1 && !gone) gone = line;
      else if (awayStock >= 2 && !kept) kept = line;
    }
  }
  if (!gone || !kept) throw new Error('the demo has no pair of products for a zone change');
  return { gone, kept };
}

async function addToCartByApi(
  baseURL: string,
  token: string,
  zoneId: number,
  variationId: number,
  warehouseId: number,
) {
  const form = new FormData();
  form.append('productVariationId', String(variationId));
  form.append('warehouseId', String(warehouseId));
  form.append('qty', '1');
  const response = await fetch(`${baseURL}/api/v1/carts/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Zone-Id': String(zoneId), Accept: 'application/json' },
    body: form,
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

/** From the cart page through the three steps to Place Order with `method`. */
async function checkOut(shop: Storefront, method: string, address: RegExp) {
  const page = shop.page;
  const cart = cartPage(page);
  await cart.checkout.click();
  await page.waitForURL(/\/checkout/);
  const wizard = checkoutPage(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cart' }).waitFor();

  // Step 1: details pre-filled from the account; a cleared name is refused with a toast.
  await eventually(async () => expect(await wizard.currentStep.textContent()).toContain('Customer details'));
  const name = wizard.main.getByLabel('Name', { exact: true });
  const original = await name.inputValue();
  expect(original).not.toBe('');
  await name.fill('');
  await wizard.next.click();
  await shop.toast('Name is required').waitFor();
  await name.fill(original);
  await wizard.next.click();
  await page.waitForURL(/checkoutStep=2/);

  // Step 2: the saved address of the current zone.
  const radio = wizard.main.getByRole('radio', { name: address });
  await radio.check();
  await wizard.next.click();
  await page.waitForURL(/checkoutStep=3/);

  // Step 3: a method must be chosen.
  await wizard.placeOrder.click();
  await shop.toast('Please select a payment method').waitFor();
  await wizard.main.getByRole('radio', { name: method }).check();
  await eventually(async () => expect(await wizard.placeOrder.isEnabled()).toBe(true));
  await wizard.placeOrder.click();
}

describe('checkout journeys', () => {
  const ctx = useStorefront();

  it(
    'guest cart of two shops → sign in (cart merged) → coupon on one shop → 3 steps → cash on delivery → success',
    async () => {
      const area = await findArea(ctx.baseURL, 'Dhaka', 'Gulshan');
      const products = await findProductsOfShops(ctx.baseURL, area.area.zone_id, {
        firstShopSlug: COUPON.shopSlug,
        minPrice: COUPON.minSpend,
        count: 2,
      });
      const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
      const shop = ctx.shop;
      const page = shop.page;

      await shop.open('/');
      await chooseLocation(shop, area);
      await addProductToCart(shop, first);
      await addProductToCart(shop, second);
      await shop.header.getByRole('link', { name: 'Cart (2)' }).waitFor();

      // A guest's Checkout opens the sign-in popup.
      await shop.open('/cart');
      const cart = cartPage(page);
      await cart.shopGroup(first.shop.name).getByRole('link', { name: first.name }).waitFor();
      await cart.shopGroup(second.shop.name).getByRole('link', { name: second.name }).waitFor();
      await cart.checkout.click();
      await page.getByRole('dialog', { name: 'Login' }).waitFor();
      await page.keyboard.press('Escape');

      await signInThroughPopup(shop, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
      // The guest's lines are now the customer's.
      await cart.shopGroup(first.shop.name).getByRole('link', { name: first.name }).waitFor();
      await cart.shopGroup(second.shop.name).getByRole('link', { name: second.name }).waitFor();
      await shop.header.getByRole('link', { name: 'Cart (2)' }).waitFor();

      // A coupon on the first shop; an unknown code is refused.
      const group = cart.shopGroup(first.shop.name);
      const codeField = group.getByLabel(`Coupon code for ${first.shop.name}`);
      const apply = group.getByRole('button', { name: `Apply coupon to ${first.shop.name}` });
      await codeField.fill('NO-SUCH-CODE');
      await apply.click();
      await shop.toast('Coupon not found!').waitFor();
      expect(money(await cart.summaryValue('Discount').textContent())).toBe(0);
      await codeField.fill(COUPON.code.toLowerCase());
      await apply.click();
      await group.getByText(new RegExp(`Coupon ${COUPON.code} applied`)).waitFor();
      await eventually(async () =>
        expect(money(await cart.summaryValue('Discount').textContent())).toBeGreaterThan(0),
      );
      const subtotal = money(await cart.summaryValue('Subtotal').textContent());
      const tax = money(await cart.summaryValue('Tax').textContent());
      const discount = money(await cart.summaryValue('Discount').textContent());
      const total = money(await cart.summaryValue('Total').textContent());
      expect(total).toBeCloseTo(subtotal + tax - discount, 2);
      // one coupon per shop: the entry is gone while one is applied
      expect(await group.getByLabel(`Coupon code for ${first.shop.name}`).count()).toBe(0);

      await checkOut(shop, 'Cash on Delivery', new RegExp(DEMO_HOME_ADDRESS));
      await page.waitForURL(/\/orders\/success\/\d+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Thank you. Your order has been received.' }).waitFor();
      const info = page.getByRole('region', { name: 'Order Information' });
      await eventually(async () =>
        expect(await info.getByRole('link', { name: /^Order Details of / }).count()).toBe(2),
      );
      expect(await info.getByText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/).count()).toBe(2);
      await page.getByRole('img', { name: 'Cash on Delivery' }).waitFor();
      // The two orders together cost what the cart said (no shipping charge was added to the cart view).
      const bills = await info.getByRole('definition').allTextContents();
      const billed = bills.filter((text) => /\$/.test(text)).reduce((sum, text) => sum + money(text), 0);
      expect(billed).toBeGreaterThanOrEqual(total - 0.001);
      // The cart is empty now.
      await shop.header.getByRole('link', { name: 'Cart (0)' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "stops at a shop's minimum order: the cart says what is missing, Checkout and the checkout refuse",
    async () => {
      const area = await findArea(ctx.baseURL, 'Dhaka', 'Gulshan');
      const zoneId = area.area.zone_id;
      const line = await findLineBelowMinimum(ctx.baseURL, zoneId);
      const customer = await createCustomer(ctx.baseURL, 'Small Basket');
      await createAddress(ctx.baseURL, customer.token, area, `Small street ${customer.phone}`);
      await addToCartByApi(ctx.baseURL, customer.token, zoneId, line.variationId, line.warehouseId);
      const shop = ctx.shop;
      const page = shop.page;
      await startSignedIn(page, customer.token);
      await chooseLocation(shop, area);
      await shop.open('/cart');
      const cart = cartPage(page);
      const group = cart.shopGroup(line.shopName);
      await group.getByRole('link', { name: line.productName }).waitFor();
      const cents = (amount: number) => Math.round(amount * 100);
      const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
      const message = `${line.shopName} takes orders of ${dollars(cents(line.minimum))} or more. Add ${dollars(
        cents(line.minimum) - cents(line.price),
      )} more from this shop.`;
      await group.getByText(message, { exact: true }).waitFor();
      await cart.checkout.click();
      await shop.toast(message).waitFor();
      expect(page.url()).toMatch(/\/cart$/);
      // typed in by hand, the checkout says why and offers no Place Order
      await shop.open('/checkout?checkoutStep=1');
      await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'names the cart items a shipping address in another zone removes, before confirming and after',
    async () => {
      const home = await findArea(ctx.baseURL, 'Dhaka', 'Gulshan');
      const away = await findArea(ctx.baseURL, "Cox's Bazar", 'Kolatoli');
      const { gone, kept } = await findZoneLines(ctx.baseURL, home.area.zone_id, away.area.zone_id);
      const customer = await createCustomer(ctx.baseURL, 'Zone Shopper');
      await createAddress(ctx.baseURL, customer.token, home, `Home street ${customer.phone}`);
      await createAddress(ctx.baseURL, customer.token, away, `Beach road ${customer.phone}`);
      for (const line of [gone, kept]) {
        await addToCartByApi(
          ctx.baseURL,
          customer.token,
          home.area.zone_id,
          line.variationId,
          line.warehouseId,
        );
      }
      const shop = ctx.shop;
      const page = shop.page;
      await startSignedIn(page, customer.token);
      await chooseLocation(shop, home);
      await shop.open('/checkout?checkoutStep=1');
      const wizard = checkoutPage(page);
      await wizard.orderSummary.getByText(gone.productName, { exact: true }).waitFor();
      await wizard.next.click();
      await page.waitForURL(/checkoutStep=2/);
      // the radio stays as it was until the change is confirmed
      const beach = wizard.main.getByRole('radio', { name: new RegExp(`Beach road ${customer.phone}`) });
      await beach.click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await dialog.getByText('These cart items will change:').waitFor();
      await dialog.getByText(`${gone.productName}: removed, not available there`, { exact: true }).waitFor();
      expect(await dialog.getByText(kept.productName).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      const notice = page.getByRole('status', {
        name: 'Your delivery location changed. These cart items were changed:',
      });
      await notice.getByText(`${gone.productName}: removed, not available there`, { exact: true }).waitFor();
      expect(await beach.isChecked()).toBe(true);
      await eventually(async () =>
        expect(await wizard.orderSummary.getByText(gone.productName, { exact: true }).count()).toBe(0),
      );
      await wizard.orderSummary.getByText(kept.productName, { exact: true }).waitFor();
      await notice.getByRole('button', { name: 'Dismiss notice' }).click();
      await notice.waitFor({ state: 'detached' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a new location in the same zone clears the shipping address (storefront spec §4 location)',
    async () => {
      const gulshan = await findArea(ctx.baseURL, 'Dhaka', 'Gulshan');
      const banani = await findArea(ctx.baseURL, 'Dhaka', 'Banani');
      expect(banani.area.zone_id).toBe(gulshan.area.zone_id);
      const [product] = await findProductsOfShops(ctx.baseURL, gulshan.area.zone_id, {
        firstShopSlug: COUPON.shopSlug,
        minPrice: 0,
        count: 1,
      });
      const customer = await createCustomer(ctx.baseURL, 'Moving Shopper');
      const street = `Default street ${customer.phone}`;
      await createAddress(ctx.baseURL, customer.token, gulshan, street);
      const variation = product!.variations[0]!;
      await addToCartByApi(
        ctx.baseURL,
        customer.token,
        gulshan.area.zone_id,
        variation.id,
        variation.stocks[0]!.warehouseId,
      );
      const shop = ctx.shop;
      const page = shop.page;
      await startSignedIn(page, customer.token);
      await chooseLocation(shop, gulshan);
      await shop.open('/checkout?checkoutStep=1');
      const wizard = checkoutPage(page);
      await wizard.orderSummary.getByText(product!.name, { exact: true }).waitFor();
      await wizard.next.click();
      await page.waitForURL(/checkoutStep=2/);
      const radio = wizard.main.getByRole('radio', { name: new RegExp(street) });
      // the default address of the location's area is chosen for the shopper
      await eventually(async () => expect(await radio.isChecked()).toBe(true));

      // the header now says Banani: the Gulshan address is no longer the shipping address
      await page.getByRole('button', { name: /Gulshan, Dhaka/ }).click();
      const popup = page.getByRole('dialog', { name: 'Select your location' });
      await eventually(async () =>
        expect(await popup.getByLabel('Area').inputValue()).toBe(String(gulshan.area.id)),
      );
      await popup.getByLabel('Area').selectOption({ label: banani.area.name });
      await popup.getByRole('button', { name: 'Save location' }).click();
      await page.getByRole('button', { name: /Banani, Dhaka/ }).waitFor({ timeout: 20_000 });
      await shop.open('/checkout?checkoutStep=2');
      await radio.waitFor();
      await wizard.main.getByRole('heading', { name: 'Shipping address' }).waitFor();
      expect(await radio.isChecked()).toBe(false);
      await wizard.next.click();
      await shop.toast('Please select a shipping address').waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  async function cardJourney(shop: Storefront, baseURL: string) {
    const area = await findArea(baseURL, 'Dhaka', 'Gulshan');
    const [product] = await findProductsOfShops(baseURL, area.area.zone_id, {
      firstShopSlug: COUPON.shopSlug,
      minPrice: 0,
      count: 1,
    });
    const customer = await createCustomer(baseURL, 'Card Shopper');
    const street = `Card street ${customer.phone}`;
    await createAddress(baseURL, customer.token, area, street);
    await startSignedIn(shop.page, customer.token);
    await chooseLocation(shop, area);
    await addProductToCart(shop, product!);
    await shop.open('/cart');
    await cartPage(shop.page)
      .shopGroup(product!.shop.name)
      .getByRole('link', { name: product!.name })
      .waitFor();
    await checkOut(shop, 'Demo Card', new RegExp(street));
    // The payment hand-off posts to the gateway's page.
    await shop.page.waitForURL(/\/payments$/, { timeout: 30_000 });
    return product!;
  }

  it(
    'pays with the demo card gateway and lands on the success page',
    async () => {
      const shop = ctx.shop;
      await cardJourney(shop, ctx.baseURL);
      // the gateway names the checkout in its own form and the order it pays for (issue 19 §3)
      const gateway = shop.page.getByRole('main');
      const group = (await gateway.getByText(/^G-\d+$/).textContent())!;
      await gateway.getByText(/^#?\d+$/).waitFor();
      await shop.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await shop.page.waitForURL(/\/orders\/success\/\d+$/, { timeout: 30_000 });
      await shop.page.getByRole('heading', { name: 'Thank you. Your order has been received.' }).waitFor();
      await shop.page.getByRole('img', { name: 'Demo Card' }).waitFor();
      // the e-mail note (storefront spec §2 Order success) and the same checkout number
      await shop.page
        .getByText('A confirmation has been sent to your e-mail. We will let you know when your order ships.')
        .waitFor();
      expect(await shop.page.getByText(group, { exact: true }).count()).toBe(1);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'cancels at the demo card gateway and lands on the failed page',
    async () => {
      const shop = ctx.shop;
      const product = await cardJourney(shop, ctx.baseURL);
      await shop.page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await shop.page.waitForURL(/\/orders\/failed$/, { timeout: 30_000 });
      await shop.page.getByRole('heading', { name: 'Could not place your order' }).waitFor();
      await shop.page
        .getByText('We could not place your order. Please try again or contact support.', { exact: true })
        .waitFor();
      await shop.page.getByRole('link', { name: 'Go To Cart' }).click();
      await shop.page.waitForURL(/\/cart$/);
      // the cart is as it was before Place Order (issue 19 §3)
      await cartPage(shop.page)
        .shopGroup(product.shop.name)
        .getByRole('link', { name: product.name })
        .waitFor();
      await shop.header.getByRole('link', { name: 'Cart (1)' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
