import { describe, expect, it } from 'vitest';
import enUS from '../../../public/resources/lang/en-US.json' with { type: 'json' };
import { createTranslator } from '../../lib/translator.ts';
import { defaultShippingAddress, describeChange, noticeOf } from './zone-changes.ts';

const { t } = createTranslator('en-US', { 'en-US': enUS });

describe('zone changes at checkout (issue 19 §3)', () => {
  it('names the lines removed or reduced, with their variation; a moved line is left out', () => {
    const base = { fromWarehouseId: 1, toWarehouseId: 2, productVariationId: 1 };
    const notice = noticeOf([
      { ...base, cartId: 1, kind: 'moved', productName: 'Mug', variationName: '', previousQty: 1, qty: 1 },
      {
        ...base,
        cartId: 2,
        kind: 'removed',
        productName: 'Phone X',
        variationName: 'Black-128GB',
        toWarehouseId: null,
        previousQty: 1,
        qty: 0,
      },
      {
        ...base,
        cartId: 3,
        kind: 'clamped',
        productName: 'Apples',
        variationName: '',
        previousQty: 9,
        qty: 7,
      },
    ]);
    expect(notice.map((c) => describeChange(c, t))).toEqual([
      'Phone X (Black-128GB): removed, not available there',
      'Apples: quantity lowered from 9 to 7',
    ]);
  });
});

describe('defaultShippingAddress (storefront spec §4: a new location clears the shipping address)', () => {
  const address = (id: number, areaId: number, zoneId: number, isDefault: boolean) => ({
    id,
    isDefault,
    area: { id: areaId, name: `Area ${areaId}`, zone_id: zoneId },
  });
  const home = address(1, 10, 1, true);
  const other = address(2, 11, 1, false);

  it('chooses the default address only in the very area of the saved location', () => {
    expect(defaultShippingAddress([home, other], { area: { id: 10, zone_id: 1 } })).toBe(home);
    // a new area in the same zone: the old default address is not chosen again
    expect(defaultShippingAddress([home, other], { area: { id: 11, zone_id: 1 } })).toBeNull();
    expect(defaultShippingAddress([home, other], null)).toBeNull();
  });
});
