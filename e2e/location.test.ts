import type { Area, City, State } from '@shop/contracts/geo';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';

describe('delivery location', () => {
  const ctx = useStorefront();

  it('saves country, state, city and area, then sends the area zone with API calls', async () => {
    const states = await apiResult<State[]>(ctx.baseURL, '/get-states/18');
    let choice: { state: State; city: City; area: Area } | undefined;
    for (const state of states) {
      for (const city of await apiResult<City[]>(ctx.baseURL, `/get-cities/${state.id}`)) {
        const area = (await apiResult<Area[]>(ctx.baseURL, `/get-areas/${city.id}`)).find(
          (a) => a.zone_id !== null,
        );
        if (area) choice = { state, city, area };
        if (choice) break;
      }
      if (choice) break;
    }
    expect(choice, 'the demo shop delivers to some area of country 18').toBeDefined();
    const { state, city, area } = choice!;

    const shop = ctx.shop;
    await shop.open('/');
    const popup = shop.page.getByRole('dialog', { name: 'Select your location' });
    await shop.page.getByRole('button', { name: 'Select location' }).click();
    await popup.waitFor();

    await popup.getByRole('button', { name: 'Save location' }).click();
    await popup.getByText('State is required').waitFor();

    await popup.getByLabel('State').selectOption({ label: state.name });
    await popup.getByLabel('City').selectOption({ label: city.name });
    await popup.getByLabel('Area').selectOption({ label: area.name });

    // Changing the state clears city and area.
    const otherState = states.find((s) => s.id !== state.id);
    if (otherState) {
      await popup.getByLabel('State').selectOption({ label: otherState.name });
      expect(await popup.getByLabel('City').inputValue()).toBe('');
      expect(await popup.getByLabel('Area').inputValue()).toBe('');
      await popup.getByLabel('State').selectOption({ label: state.name });
      await popup.getByLabel('City').selectOption({ label: city.name });
      await popup.getByLabel('Area').selectOption({ label: area.name });
    }

    await popup.getByRole('button', { name: 'Save location' }).click();
    await shop.toast('Location updated successfully').waitFor();
    const selector = shop.page.getByRole('button', { name: new RegExp(`${area.name}, ${city.name}`) });
    await selector.waitFor();

    const request = shop.page.waitForRequest((r) => r.url().includes('/api/v1/get-states/'));
    await selector.click();
    expect((await request).headers()['zone-id']).toBe(String(area.zone_id));
    await eventually(async () => expect(await popup.getByLabel('Area').inputValue()).toBe(String(area.id)));
  });
});
