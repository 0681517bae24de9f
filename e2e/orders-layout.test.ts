import { localizedPath } from '@shop/contracts/language-path';
import { describe, expect, it } from 'vitest';
import { createCustomer, startSignedIn } from './support/account.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';
import { characterX, gapBetween, inside, lineCount, spills } from './support/layout.ts';
import { inStockLine, placeCashOnDeliveryOrder } from './support/orders.ts';
import { findServedArea } from './support/product.ts';

/**
 * An order's page on a phone in the three languages (issue 19): the delivery steps' labels apart,
 * the account menu button on one line, and in Arabic the discount's minus in front of its amount
 * and dates with the Arabic comma.
 */
describe('order page at 375 px', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  async function openOrder(language: string) {
    const customer = await createCustomer(ctx.baseURL, 'Layout Customer');
    const order = await placeCashOnDeliveryOrder(ctx.baseURL, customer.token);
    const page = ctx.shop.page;
    await startSignedIn(page, customer.token);
    await page.goto(localizedPath(`/orders/${order.code}`, language, 'en-US'), { waitUntil: 'networkidle' });
    // the first order page of a freshly seeded server took over 30 s twice in six runs on the
    // shared machine (never on a warm server)
    await page.locator('[aria-current="step"]').waitFor({ timeout: 60_000 });
    return { page, order };
  }

  it('keeps the five delivery step labels apart in English, Spanish and Arabic', async () => {
    for (const language of ['en-US', 'es-ES', 'ar-SA']) {
      const { page } = await openOrder(language);
      // each step's label is its last part (before it: the connector and the numbered circle)
      const labels = page.locator('ol:has(> li[aria-current="step"]) > li > span:last-child');
      expect(await labels.count()).toBe(5);
      for (let i = 0; i < 5; i++) {
        for (let j = i + 1; j < 5; j++) {
          const gap = await gapBetween(labels.nth(i), labels.nth(j));
          const names = `${await labels.nth(i).innerText()} / ${await labels.nth(j).innerText()}`;
          expect(gap, `${language}: ${names}`).toBeGreaterThanOrEqual(4);
        }
      }
    }
  });

  it('keeps the account menu button on one line', async () => {
    for (const [language, name] of [
      ['en-US', 'Account menu'],
      ['es-ES', 'Menú de la cuenta'],
    ] as const) {
      const { page } = await openOrder(language);
      const button = page.getByRole('main').getByRole('button', { name, exact: true });
      expect(await lineCount(button), language).toBe(1);
    }
  });

  it("shows each item's price and Review button without scrolling the items sideways", async () => {
    const { page, order } = await openOrder('en-US');
    const items = page.getByRole('region', { name: 'Items' });
    const review = items.getByRole('button', { name: `Review ${order.product.name}` });
    expect(await inside(review, items)).toBe(true);
    const price = items.getByText(/^\$\d+\.\d{2}$/).first();
    expect(await inside(price, items)).toBe(true);
    expect(await spills(items.locator('table').locator('xpath=..'))).toBe(false);
  });

  it('in Arabic writes the discount as "−$0.00", minus first, and dates with the Arabic comma', async () => {
    const { page } = await openOrder('ar-SA');
    const summary = page.getByRole('region', { name: 'ملخص الطلب' });
    const discount = summary
      .getByRole('term')
      .filter({ hasText: /^الخصم$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await discount.innerText()).toMatch(/^−\$\d/);
    expect(await characterX(discount, '−')).toBeLessThan(await characterX(discount, '$'));

    const main = await page.getByRole('main').innerText();
    expect(main).toMatch(/\d{2} \p{L}+، \d{4}/u);
    expect(main).not.toMatch(/\d{2} \p{L}+, \d{4}/u);
  });
});

describe('cart and checkout at 375 px', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it("keeps the cart's buttons on one line and names the checkout's current step, in English, Spanish and Arabic", async () => {
    const customer = await createCustomer(ctx.baseURL, 'Checkout Layout Customer');
    const { state, city, area } = await findServedArea(ctx.baseURL);
    const line = await inStockLine(ctx.baseURL, area.zone_id);
    const form = new FormData();
    form.append('productVariationId', String(line.variation.id));
    form.append('warehouseId', String(line.warehouseId));
    form.append('qty', '1');
    const added = await fetch(`${ctx.baseURL}/api/v1/carts/create`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${customer.token}`,
        'Zone-Id': String(area.zone_id),
      },
      body: form,
    });
    expect(added.ok).toBe(true);
    const page = ctx.shop.page;
    await page.context().addCookies([{ name: 'zoneId', value: String(area.zone_id), url: ctx.baseURL }]);
    await startSignedIn(page, customer.token);
    const location = {
      country: { id: 18, name: 'Country' },
      state: { id: state.id, name: state.name },
      city: { id: city.id, name: city.name },
      area: { id: area.id, name: area.name, zone_id: area.zone_id },
    };
    await page.evaluate(
      (saved) => window.localStorage.setItem('shop.userLocation', saved),
      JSON.stringify(location),
    );
    // the cart summary's two buttons keep their names on one line ("Seguir comprando" wrapped)
    for (const [language, names] of [
      ['en-US', ['Shop More', 'Checkout']],
      ['es-ES', ['Seguir comprando', 'Finalizar compra']],
      ['ar-SA', ['تسوق المزيد', 'إتمام الشراء']],
    ] as const) {
      await page.goto(localizedPath('/cart', language, 'en-US'), { waitUntil: 'networkidle' });
      for (const name of names) {
        const button = page
          .getByRole('main')
          .getByRole(name === names[0] ? 'link' : 'button', { name, exact: true });
        await button.waitFor();
        expect(await lineCount(button), `${language}: ${name}`).toBe(1);
      }
    }

    for (const [language, name] of [
      ['en-US', 'Customer details'],
      ['es-ES', 'Datos del cliente'],
      ['ar-SA', 'بيانات العميل'],
    ] as const) {
      await page.goto(localizedPath('/checkout', language, 'en-US'), { waitUntil: 'networkidle' });
      const current = page.locator('li[aria-current="step"]');
      const shown = current.getByText(name, { exact: true });
      await shown.waitFor();
      const width = (await shown.boundingBox())?.width ?? 0;
      expect(width, `${language}: the name is drawn, not only read out`).toBeGreaterThan(40);
      expect(await inside(shown, current), language).toBe(true);
      expect(await lineCount(shown), language).toBe(1);
    }
  });
});
