import type { Footer } from '@shop/contracts/content';

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'linkedin';
export type AppStore = 'playStore' | 'appStore';

/**
 * Each link is shown only when its flag is exactly the string "1" and it has an address
 * (storefront spec §2).
 */
const isShown = (flag: string, url: string) => flag === '1' && url.trim() !== '';

export function visibleSocialLinks(f: Footer): Array<{ network: SocialNetwork; url: string }> {
  const all: Array<{ network: SocialNetwork; flag: string; url: string }> = [
    { network: 'facebook', flag: f.showFacebookLink, url: f.homeFooterFacebookLink },
    { network: 'twitter', flag: f.showTwitterLink, url: f.homeFooterTwitterLink },
    { network: 'instagram', flag: f.showInstagramLink, url: f.homeFooterInstagramLink },
    { network: 'youtube', flag: f.showYoutubeLink, url: f.homeFooterYoutubeLink },
    { network: 'linkedin', flag: f.showLinkedInLink, url: f.homeFooterLinkedInLink },
  ];
  return all.filter((l) => isShown(l.flag, l.url)).map(({ network, url }) => ({ network, url }));
}

export function visibleAppLinks(f: Footer): Array<{ store: AppStore; url: string }> {
  const all: Array<{ store: AppStore; flag: string; url: string }> = [
    { store: 'playStore', flag: f.showPlayStoreLink, url: f.homeFooterPlayStoreLink },
    { store: 'appStore', flag: f.showAppStoreLink, url: f.homeFooterAppStoreLink },
  ];
  return all.filter((l) => isShown(l.flag, l.url)).map(({ store, url }) => ({ store, url }));
}
