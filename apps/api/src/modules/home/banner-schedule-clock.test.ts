import { describe, expect, it } from 'vitest';
import { storeSettings } from '../../platform/store-settings.ts';
import { bannerScheduleTurned } from './banner-schedule-clock.ts';
import { liveBanners } from './home-layout.ts';

const at = (iso: string) => Date.parse(iso);

describe('the banner schedule clock', () => {
  const s = storeSettings.parse({
    homeTwoBannersRow: [
      { image: '/uploads/a.webp', url: '/a', startAt: '2030-01-01T10:00:00.000Z', endAt: null },
      { image: '/uploads/b.webp', url: '/b', startAt: null, endAt: '2030-01-02T10:00:00.000Z' },
      { image: '/uploads/c.webp', url: '/c' },
    ],
  });

  it('notices a start or an end that fell since the last tick, and nothing else', () => {
    expect(bannerScheduleTurned(s, at('2030-01-01T09:59:55Z'), at('2030-01-01T10:00:00Z'))).toBe(true);
    expect(bannerScheduleTurned(s, at('2030-01-02T09:59:58Z'), at('2030-01-02T10:00:03Z'))).toBe(true);
    expect(bannerScheduleTurned(s, at('2030-01-01T10:00:00Z'), at('2030-01-01T10:00:05Z'))).toBe(false);
    expect(bannerScheduleTurned(s, at('2029-12-31T00:00:00Z'), at('2029-12-31T00:00:05Z'))).toBe(false);
  });

  it('shows a banner from its start until its end, in the contract shape', () => {
    const list = s.homeTwoBannersRow;
    expect(liveBanners(list, new Date('2029-12-31T00:00:00Z'))).toEqual([
      // stored before banners had text: they answer without any
      { image: '/uploads/b.webp', url: '/b', title: '', subtitle: '', cta: '' },
      { image: '/uploads/c.webp', url: '/c', title: '', subtitle: '', cta: '' },
    ]);
    expect(liveBanners(list, new Date('2030-01-01T10:00:00Z')).map((b) => b.url)).toEqual(['/a', '/b', '/c']);
    expect(liveBanners(list, new Date('2030-01-02T10:00:00Z')).map((b) => b.url)).toEqual(['/a', '/c']);
  });
});
