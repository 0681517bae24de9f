import type { Area, City, State } from '@shop/contracts/geo';
import { describe, expect, it } from 'vitest';
import { accountMenu, createCustomer, headerLogin, startSignedIn, storedToken } from './support/account.ts';
import { apiResult } from './support/api.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';

describe('session start-up and guards', () => {
  const ctx = useStorefront();

  it('ends a session whose token the server refuses: toast, token removed, guest again', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Expiring Shopper');
    const page = ctx.shop.page;
    await startSignedIn(page, customer.token);
    await accountMenu(page, 'Expiring Shopper').waitFor();

    await page.evaluate(() => window.localStorage.setItem('shop.accessToken', 'corrupted-token'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await ctx.shop.toast('Session expired! Please login again.').waitFor();
    await headerLogin(page).waitFor();
    expect(await storedToken(page)).toBeNull();
  });

  it('stores ?accessToken= from a social login and removes it from the address', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Social Shopper');
    const page = ctx.shop.page;
    await ctx.shop.open(`/?accessToken=${encodeURIComponent(customer.token)}&tab=1`);
    await accountMenu(page, 'Social Shopper').waitFor();
    await eventually(async () => expect(new URL(page.url()).search).toBe('?tab=1'));
    expect(await storedToken(page)).toBe(customer.token);
  });

  it('says "Failed to Login" after a failed social login', async () => {
    await ctx.shop.open('/?socialLogin=failed');
    await ctx.shop.toast('Failed to Login').waitFor();
    await eventually(async () => expect(new URL(ctx.shop.page.url()).search).toBe(''));
  });

  // every guarded page of the account and checkout groups (storefront spec §2 "Guarded routes"),
  // /orders/failed included
  it.each(['/settings', '/orders/failed'])(
    'sends guests from %s home and opens the sign-in popup',
    async (path) => {
      const page = ctx.shop.page;
      await ctx.shop.open(path);
      await page.getByRole('dialog', { name: 'Login' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  it('signs out on a 401 from any call', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Revoked Shopper');
    const page = ctx.shop.page;
    await startSignedIn(page, customer.token, '/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    // The token is revoked elsewhere (another tab logged out); the next call gets a 401.
    const logout = await fetch(`${ctx.baseURL}/api/v1/auth/logout`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${customer.token}` },
    });
    expect(logout.ok).toBe(true);
    // Opening the dashboard reads the user again: that call gets the 401.
    await page
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/'));
    // The open dialog hides the rest of the page from the accessibility tree; close it to see the header.
    await page.keyboard.press('Escape');
    await headerLogin(page).waitFor();
  });

  it('sends the saved location zone as Zone-Id with the user fetch', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Zoned Shopper');
    const states = await apiResult<State[]>(ctx.baseURL, '/get-states/18');
    let location: { state: State; city: City; area: Area & { zone_id: number } } | undefined;
    for (const state of states) {
      for (const city of await apiResult<City[]>(ctx.baseURL, `/get-cities/${state.id}`)) {
        const area = (await apiResult<Area[]>(ctx.baseURL, `/get-areas/${city.id}`)).find(
          (a): a is Area & { zone_id: number } => a.zone_id !== null,
        );
        if (area) location = { state, city, area };
        if (location) break;
      }
      if (location) break;
    }
    expect(location).toBeDefined();
    const { state, city, area } = location!;
    const page = ctx.shop.page;
    await ctx.shop.open('/');
    await page.evaluate(
      ([token, saved]) => {
        window.localStorage.setItem('shop.accessToken', token);
        window.localStorage.setItem('shop.userLocation', saved);
      },
      [
        customer.token,
        JSON.stringify({
          country: { id: 18, name: 'Bangladesh' },
          state: { id: state.id, name: state.name },
          city: { id: city.id, name: city.name },
          area: { id: area.id, name: area.name, zone_id: area.zone_id },
        }),
      ] as const,
    );
    const userFetch = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/user'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    const request = await userFetch;
    expect(request.headers()['zone-id']).toBe(String(area.zone_id));
    expect(request.headers().authorization).toBe(`Bearer ${customer.token}`);
    await accountMenu(page, 'Zoned Shopper').waitFor();
  });
});
