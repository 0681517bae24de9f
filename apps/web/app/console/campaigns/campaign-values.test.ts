import { createCampaignBody } from '@shop/contracts/seller/campaigns';
import { describe, expect, it } from 'vitest';
import {
  campaignFormState,
  campaignPrice,
  fromLocalInput,
  toCampaignBody,
  toLocalInput,
} from './campaign-values.ts';

describe('campaign form values', () => {
  it('turns the device-time inputs into instants and back', () => {
    const iso = '2030-06-01T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^2030-0[56]-\d\dT\d\d:30$/);
    expect(fromLocalInput(local)).toBe(iso);
    // anything else goes as typed, for the schema to refuse
    expect(fromLocalInput('tomorrow')).toBe('tomorrow');
  });

  it('a new campaign starts on the next hour, lasts a week, unpublished, and passes the schema once named', () => {
    const state = campaignFormState(null, Date.UTC(2030, 0, 1, 10, 15));
    const body = createCampaignBody.parse(toCampaignBody({ ...state, name: 'Winter' }));
    expect(body.startAt).toBe('2030-01-01T11:00:00.000Z');
    expect(body.endAt).toBe('2030-01-08T11:00:00.000Z');
    expect(body).toMatchObject({
      isPublished: false,
      defaultDiscountType: 'percentage',
      defaultDiscountValue: 10,
    });
    const refused = createCampaignBody.safeParse(
      toCampaignBody({ ...state, name: 'W', endAt: state.startAt }),
    );
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['endAt']);
  });

  it('carries the names per language: empty for a new campaign, the stored ones back in the body', () => {
    const state = campaignFormState(null, Date.UTC(2030, 0, 1, 10, 15));
    expect(state.translations).toEqual({
      'es-ES': { name: '', shortDescription: '' },
      'ar-SA': { name: '', shortDescription: '' },
    });
    const translations = {
      'es-ES': { name: 'Invierno', shortDescription: '' },
      'ar-SA': { name: '', shortDescription: 'شتاء' },
    };
    const body = createCampaignBody.parse(toCampaignBody({ ...state, name: 'Winter', translations }));
    expect(body.translations).toEqual(translations);
    const refused = createCampaignBody.safeParse(
      toCampaignBody({
        ...state,
        name: 'Winter',
        translations: { ...translations, 'es-ES': { name: 'x'.repeat(151), shortDescription: '' } },
      }),
    );
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['translations.es-ES.name']);
  });

  it('shows the price a variation will sell at as the storefront computes it', () => {
    // 20 % of 9.99 is 1.998, rounded half up on cents to 2.00
    expect(campaignPrice(9.99, 'percentage', '20', 2)).toBe(7.99);
    expect(campaignPrice(25, 'percentage', '50', 2)).toBe(12.5);
    expect(campaignPrice(20, 'amount', '3', 2)).toBe(17);
    expect(campaignPrice(5, 'amount', '9', 2)).toBe(0);
    expect(campaignPrice(5, 'amount', '', 2)).toBeNull();
    // 12.5 % of 500 is 62.5, rounded half up to 63
    expect(campaignPrice(500, 'percentage', '12.5', 0)).toBe(437);
  });
});
