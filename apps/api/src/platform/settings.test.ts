import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings.ts';

describe('parseSettings', () => {
  it('uses stored values and defaults for missing keys', () => {
    const s = parseSettings([
      { key: 'showFacebookLink', value: '1' },
      { key: 'homeFooterPopularTags', value: ['a', 'b'] },
    ]);
    expect(s.showFacebookLink).toBe('1');
    expect(s.homeFooterPopularTags).toEqual(['a', 'b']);
    expect(s.showTwitterLink).toBe('0');
    expect(s.paymentMethods).toEqual(['cash_on_delivery']);
    expect(s.homeFlashSaleCampaign).toBeNull();
  });

  it('replaces a malformed stored value with its default and ignores unknown keys', () => {
    const s = parseSettings([
      { key: 'showYoutubeLink', value: 'yes' },
      { key: 'orderCodeStartsFrom', value: -5 },
      { key: 'somethingElse', value: 1 },
    ]);
    expect(s.showYoutubeLink).toBe('0');
    expect(s.orderCodeStartsFrom).toBe(10001);
    expect(s).not.toHaveProperty('somethingElse');
  });
});
