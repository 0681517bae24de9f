// @vitest-environment jsdom
import type { SellerZone } from '@shop/contracts/seller/inventory';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleTranslations } from '../../../../console/lib/console-i18n.tsx';
import { renderWithShop } from '../../../../testing/render-with-shop.tsx';
import messages from '../../i18n/en-US.json' with { type: 'json' };
import { ZonePicker } from './zone-picker.tsx';

const zones: SellerZone[] = [
  { id: 1, name: 'Dhaka Metro', warehouseId: 11, shippingCharge: 3 },
  { id: 2, name: 'Chattogram', warehouseId: 12, shippingCharge: 5 },
  { id: 3, name: 'Rangpur', warehouseId: null, shippingCharge: null },
];

function Harness({ warehouseId, initial }: { warehouseId: number | null; initial: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ConsoleTranslations messages={messages}>
      <ZonePicker
        zones={zones}
        value={value}
        onChange={setValue}
        warehouseId={warehouseId}
        warehouseNames={
          new Map([
            [11, 'North hall'],
            [12, 'Port hub'],
          ])
        }
      />
      <output data-testid="value">{value.join(',')}</output>
    </ConsoleTranslations>
  );
}

afterEach(cleanup);

describe('ZonePicker', () => {
  it('is a named group of checkboxes; a zone of another warehouse is disabled and says which', () => {
    renderWithShop(<Harness warehouseId={11} initial={[1]} />);
    const group = screen.getByRole('group', { name: 'Zones it delivers to' });
    const box = (name: string | RegExp) => within(group).getByRole('checkbox', { name }) as HTMLInputElement;
    const own = box(/Dhaka Metro/);
    const taken = box(/Chattogram/);
    const free = box('Rangpur');
    expect([own.checked, own.disabled]).toEqual([true, false]);
    expect(taken.disabled).toBe(true);
    const description = taken.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(description)?.textContent).toBe('Served by Port hub');
    expect(free.checked).toBe(false);
    expect(within(group).getByText('1 zone chosen', { exact: false })).toBeTruthy();
  });

  it('adds and removes zones', () => {
    renderWithShop(<Harness warehouseId={11} initial={[1]} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rangpur' }));
    expect(screen.getByTestId('value').textContent).toBe('1,3');
    fireEvent.click(screen.getByRole('checkbox', { name: /Dhaka Metro/ }));
    expect(screen.getByTestId('value').textContent).toBe('3');
  });

  it('for a new warehouse every zone served elsewhere is disabled', () => {
    renderWithShop(<Harness warehouseId={null} initial={[]} />);
    expect((screen.getByRole('checkbox', { name: /Dhaka Metro/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Rangpur' }) as HTMLInputElement).disabled).toBe(false);
  });
});
