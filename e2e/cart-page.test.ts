import { describe, expect, it } from 'vitest';
import { addProductToCart, cartPage, findArea, findProductsOfShops } from './support/checkout.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import { chooseLocation } from './support/product.ts';

describe('cart page and drawer', () => {
  const ctx = useStorefront();

  it('counts, selects shops, removes lines, opens as a drawer and ends empty', async () => {
    const area = await findArea(ctx.baseURL, 'Dhaka', 'Gulshan');
    const [first, second] = await findProductsOfShops(ctx.baseURL, area.area.zone_id, {
      firstShopSlug: 'admin-shop',
      minPrice: 0,
      count: 2,
    });
    const shop = ctx.shop;
    const page = shop.page;
    await shop.open('/');
    await chooseLocation(shop, area);
    await addProductToCart(shop, first!);
    await addProductToCart(shop, second!);

    // The header's cart opens the drawer with the same cart.
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await shop.header.getByRole('link', { name: 'Cart (2)' }).click();
    await drawer.waitFor();
    await drawer.getByRole('link', { name: first!.name }).waitFor();
    await drawer.getByRole('link', { name: 'Shop More' }).click();
    await page.waitForURL(/\/products$/);
    expect(await drawer.isVisible()).toBe(false);

    await shop.open('/cart');
    const cart = cartPage(page);
    const group = cart.shopGroup(first!.shop.name);
    await group.getByRole('link', { name: first!.name }).waitFor();
    const total = async () =>
      Number((await cart.summaryValue('Total').textContent())?.replace(/[^0-9.]/g, ''));
    const before = await total();

    // + raises the quantity and the total
    await group.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
    await group.getByRole('status').filter({ hasText: '02' }).waitFor();
    await eventually(async () => expect(await total()).toBeGreaterThan(before));

    // unticking both shops leaves nothing to check out
    await group.getByRole('checkbox', { name: `Select ${first!.shop.name}` }).uncheck();
    await cart
      .shopGroup(second!.shop.name)
      .getByRole('checkbox', { name: `Select ${second!.shop.name}` })
      .uncheck();
    await eventually(async () => expect(await total()).toBe(0));

    // a cart change selects every shop again
    await group.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).click();
    await group.getByRole('status').filter({ hasText: '01' }).waitFor();
    expect(await group.getByRole('checkbox', { name: `Select ${first!.shop.name}` }).isChecked()).toBe(true);
    await eventually(async () => expect(await total()).toBe(before));

    // a guest's Checkout asks to sign in
    await cart.checkout.click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');

    // − at quantity 1 deletes; the bin deletes
    await group.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).click();
    await shop.toast('Product removed from cart!').waitFor();
    await cart
      .shopGroup(second!.shop.name)
      .getByRole('button', { name: `Remove ${second!.name} from cart` })
      .click();
    await page.getByText('Your cart is empty', { exact: true }).waitFor();
    await shop.header.getByRole('link', { name: 'Cart (0)' }).waitFor();
  }, 240_000);
});
