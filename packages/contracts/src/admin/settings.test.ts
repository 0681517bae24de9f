import { describe, expect, it } from 'vitest';
import { brandContrast, brandTextColour } from '../brand-colour.ts';
import { primaryColourInput, storeSettingsBody } from './settings.ts';

describe('the primary colour rule (issue 18 §6)', () => {
  it('reads the default blue and a light yellow with their text; refuses mid grey and an orange under white text', () => {
    expect(brandTextColour('#005bff')).toBe('#ffffff');
    expect(brandContrast('#005bff')).toBeGreaterThanOrEqual(4.5);
    expect(brandTextColour('#ffd60a')).toBe('#111827');
    expect(primaryColourInput.safeParse('#FFD60A')).toEqual({ success: true, data: '#ffd60a' });
    expect(brandContrast('#777777')).toBeLessThan(4.5);
    expect(primaryColourInput.safeParse('#777777').success).toBe(false);
    expect(primaryColourInput.safeParse('#f97316').success).toBe(false);
    expect(primaryColourInput.safeParse('blue').success).toBe(false);
  });
});

describe('the settings body', () => {
  it('takes only the fields sent and refuses a default language that is not offered', () => {
    expect(storeSettingsBody.parse({ appName: ' Corner ' })).toEqual({ appName: 'Corner' });
    const bad = storeSettingsBody.safeParse({ languages: ['en-US'], defaultLanguage: 'ar-SA' });
    expect(bad.success).toBe(false);
    expect(storeSettingsBody.safeParse({ orderCodePrefix: 'ORD-' }).success).toBe(true);
    expect(storeSettingsBody.safeParse({ orderCodePrefix: 'ORD 1' }).success).toBe(false);
    expect(storeSettingsBody.safeParse({ appMode: null }).success).toBe(true);
    expect(
      storeSettingsBody.safeParse({ currency: { code: 'usd', symbol: '$', position: 'symbol_first' } })
        .success,
    ).toBe(false);
  });
});
