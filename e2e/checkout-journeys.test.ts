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
import { chooseLocation } from './support/product.ts';
import type { Storefront } from './support/storefront.ts';

/** WELCOME10 of the seed: 10 % off Admin Shop orders of at least $20 (once per customer). */
const COUPON = { code: 'WELCOME10', shopSlug: 'admin-shop', minSpend: 20 };

/** These journeys click through several pages on a shared, slow machine. */
const JOURNEY_TIMEOUT_MS = 240_000;

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

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
  }

  it(
    'pays with the demo card gateway and lands on the success page',
    async () => {
      const shop = ctx.shop;
      await cardJourney(shop, ctx.baseURL);
      await shop.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await shop.page.waitForURL(/\/orders\/success\/\d+$/, { timeout: 30_000 });
      await shop.page.getByRole('heading', { name: 'Thank you. Your order has been received.' }).waitFor();
      await shop.page.getByRole('img', { name: 'Demo Card' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'cancels at the demo card gateway and lands on the failed page',
    async () => {
      const shop = ctx.shop;
      await cardJourney(shop, ctx.baseURL);
      await shop.page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await shop.page.waitForURL(/\/orders\/failed$/, { timeout: 30_000 });
      await shop.page.getByRole('heading', { name: 'Could not place your order' }).waitFor();
      await shop.page
        .getByText('We could not place your order. Please try again or contact support.', { exact: true })
        .waitFor();
      await shop.page.getByRole('link', { name: 'Go To Cart' }).click();
      await shop.page.waitForURL(/\/cart$/);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
