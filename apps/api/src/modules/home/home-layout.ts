import type { BannerPosition } from '@shop/contracts/admin/content';
import type { Banner, HomeBlockKey } from '@shop/contracts/home';
import { HOME_BLOCK_KEYS } from '@shop/contracts/home';
import type { StoreSettingKey, StoreSettings } from '../../platform/store-settings.ts';

/**
 * The home's blocks as the operator arranged them (issue 18 §4): their order, whether each is on,
 * and which banners are live. The home's own calls keep their shapes: a block with a flag of its
 * own is on or off by that flag (the one home of that rule, read by every client), the others by
 * `homeHiddenBlocks` (their call then answers an empty list).
 */

/** The settings flag of each block that has one ('1' on, '0' off). */
export const BLOCK_FLAGS: Partial<Record<HomeBlockKey, StoreSettingKey>> = {
  featuredCategories: 'showHomeFeaturedCategories',
  featuredProducts: 'showHomeFeaturedProducts',
  flashSale: 'showHomeFlashSale',
  productSectionOne: 'showHomeProductSectionOne',
  productSectionTwo: 'showHomeProductSectionTwo',
  featuredShops: 'showHomeFeaturedShops',
  featuredBrands: 'showHomeFeaturedBrands',
  trendyProducts: 'showHomeTrendyProducts',
  aboutUs: 'showHomeAboutUsSection',
  mainCategories: 'showHomeMainCategories',
};

/** The settings key holding each banner position's banners. */
export const BANNER_SETTINGS = {
  sliders: 'homeSliders',
  fullWidthBanner: 'homeFullWidthBanners',
  fourBannersRow: 'homeFourBannersRow',
  twoBannersRow: 'homeTwoBannersRow',
  threeBannersRow: 'homeThreeBannersRow',
} as const satisfies Record<BannerPosition, StoreSettingKey>;

const KNOWN = new Set<string>(HOME_BLOCK_KEYS);

/** Every block once: the stored order's known keys, then any missing one in the default order. */
export function homeBlockOrder(s: Pick<StoreSettings, 'homeBlockOrder'>): HomeBlockKey[] {
  const stored = [...new Set(s.homeBlockOrder.filter((k) => KNOWN.has(k)))] as HomeBlockKey[];
  return [...stored, ...HOME_BLOCK_KEYS.filter((k) => !stored.includes(k))];
}

/** Whether a block is on: its flag, or (without one) not listed in `homeHiddenBlocks`. */
export function blockEnabled(s: StoreSettings, key: HomeBlockKey): boolean {
  const flag = BLOCK_FLAGS[key];
  return flag ? s[flag] === '1' : !s.homeHiddenBlocks.includes(key);
}

type ScheduledBanner = StoreSettings['homeSliders'][number];

/** Whether a banner is within its schedule at `now`. */
export function bannerLive(banner: ScheduledBanner, now: Date): boolean {
  const at = now.getTime();
  if (banner.startAt && Date.parse(banner.startAt) > at) return false;
  if (banner.endAt && Date.parse(banner.endAt) <= at) return false;
  return true;
}

/**
 * The banners the storefront shows now, as the contract has them (picture, link and the text over
 * it; pass the settings localized to the request's language, `localizeSettings`).
 */
export function liveBanners(list: readonly ScheduledBanner[], now: Date): Banner[] {
  return list
    .filter((b) => bannerLive(b, now))
    .map((b) => ({ image: b.image, url: b.url, title: b.title, subtitle: b.subtitle, cta: b.cta }));
}
