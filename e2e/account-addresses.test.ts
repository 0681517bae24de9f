import type { Area, City, State } from '@shop/contracts/geo';
import { describe, expect, it } from 'vitest';
import { createCustomer, startSignedIn } from './support/account.ts';
import { apiResult } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

async function someLocation(baseURL: string) {
  const states = await apiResult<State[]>(baseURL, '/get-states/18');
  for (const state of states) {
    const cities = await apiResult<City[]>(baseURL, `/get-cities/${state.id}`);
    for (const city of cities) {
      const areas = await apiResult<Area[]>(baseURL, `/get-areas/${city.id}`);
      if (areas.length > 0)
        return { state, city, area: areas[0]!, otherStates: states.filter((s) => s !== state) };
    }
  }
  throw new Error('no area in country 18');
}

describe('saved addresses', () => {
  const ctx = useStorefront();

  it('adds, edits and deletes an address in settings', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Address Owner');
    const { state, city, area, otherStates } = await someLocation(ctx.baseURL);
    const page = ctx.shop.page;
    await startSignedIn(page, customer.token, '/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByText('No saved addresses yet.').waitFor();

    // Add: every rule of the form first.
    await page.getByRole('button', { name: 'Add new address' }).click();
    const add = page.getByRole('dialog', { name: 'Add new address' });
    await add.getByRole('button', { name: 'Save address' }).click();
    await add.getByText('State is required').waitFor();
    await add.getByText('Select a city').waitFor();
    await add.getByText('Select an area').waitFor();
    await add.getByText('Address is required').waitFor();
    await add.getByText('Save as is required').waitFor();
    expect(await add.getByLabel('Address', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await add.getByLabel('State').selectOption({ label: state.name });
    await add.getByLabel('City').selectOption({ label: city.name });
    await add.getByLabel('Area').selectOption({ label: area.name });
    // Changing the state clears city and area.
    if (otherStates[0]) {
      await add.getByLabel('State').selectOption({ label: otherStates[0].name });
      expect(await add.getByLabel('City').inputValue()).toBe('');
      expect(await add.getByLabel('Area').inputValue()).toBe('');
      await add.getByLabel('State').selectOption({ label: state.name });
      await add.getByLabel('City').selectOption({ label: city.name });
      await add.getByLabel('Area').selectOption({ label: area.name });
    }
    await add.getByLabel('Address', { exact: true }).fill('House 7, Lake Road');
    await add.getByLabel('Directions (optional)').fill('Blue gate');
    await add.getByRole('radio', { name: 'Office' }).check();
    await add.getByRole('button', { name: 'Save address' }).click();
    await ctx.shop.toast('Address saved successfully!').waitFor();
    await add.waitFor({ state: 'hidden' });
    const list = page.getByRole('region', { name: 'Shipping addresses' });
    await list.getByText(/House 7, Lake Road/).waitFor();
    await list.getByText('Blue gate').waitFor();

    // Edit.
    await list.getByRole('button', { name: 'Edit address: House 7, Lake Road' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    expect(await edit.getByLabel('Area').inputValue()).toBe(String(area.id));
    expect(await edit.getByRole('radio', { name: 'Office' }).isChecked()).toBe(true);
    await edit.getByLabel('Address', { exact: true }).fill('House 9, Lake Road');
    await edit.getByRole('radio', { name: 'Home' }).check();
    await edit.getByRole('button', { name: 'Update address' }).click();
    await ctx.shop.toast('Address updated successfully!').waitFor();
    await list.getByText(/House 9, Lake Road/).waitFor();
    expect(await list.getByText(/House 7, Lake Road/).count()).toBe(0);

    // The dashboard lists it too.
    await page
      .getByRole('navigation', { name: 'My Account' })
      .first()
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page
      .getByRole('region', { name: 'Saved addresses' })
      .getByText(/House 9, Lake Road/)
      .waitFor();

    // Delete, confirmed in the confirmation popup (cancel first keeps it).
    const saved = page.getByRole('region', { name: 'Saved addresses' });
    await saved.getByRole('button', { name: 'Delete address: House 9, Lake Road' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await saved.getByText(/House 9, Lake Road/).waitFor();
    await saved.getByRole('button', { name: 'Delete address: House 9, Lake Road' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await saved.getByText('No saved addresses yet.').waitFor();
  });
});
