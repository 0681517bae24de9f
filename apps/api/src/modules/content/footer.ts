import type { AppMode } from '@shop/contracts/constants';
import type { Footer } from '@shop/contracts/content';
import type { Database } from '../../db/client.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { readSettings } from '../../platform/settings.ts';
import { topSellingCategories } from '../catalog/index.ts';
import { localizeSettings } from './localized-settings.ts';
import { linksForMode } from './marketplace-links.ts';
import { defaultPageLinks } from './pages-queries.ts';

export const FOOTER_TOP_CATEGORIES = 6;

/** Footer block: contact and social settings, top categories, quick links, tags and default pages. */
export async function buildFooter(db: Database, lang: LanguageCode, appMode: AppMode): Promise<Footer> {
  const [stored, topCategories, defaultPages] = await Promise.all([
    readSettings(db),
    topSellingCategories(db, lang, FOOTER_TOP_CATEGORIES),
    defaultPageLinks(db, lang),
  ]);
  const s = localizeSettings(stored, lang);
  return {
    homeFooterLogo: s.homeFooterLogo,
    homeFooterCustomerSupport: s.homeFooterCustomerSupport,
    homeFooterAddress: s.homeFooterAddress,
    homeFooterEmail: s.homeFooterEmail,
    showFacebookLink: s.showFacebookLink,
    homeFooterFacebookLink: s.homeFooterFacebookLink,
    showTwitterLink: s.showTwitterLink,
    homeFooterTwitterLink: s.homeFooterTwitterLink,
    showInstagramLink: s.showInstagramLink,
    homeFooterInstagramLink: s.homeFooterInstagramLink,
    showYoutubeLink: s.showYoutubeLink,
    homeFooterYoutubeLink: s.homeFooterYoutubeLink,
    showLinkedInLink: s.showLinkedInLink,
    homeFooterLinkedInLink: s.homeFooterLinkedInLink,
    showPlayStoreLink: s.showPlayStoreLink,
    homeFooterPlayStoreLink: s.homeFooterPlayStoreLink,
    showAppStoreLink: s.showAppStoreLink,
    homeFooterAppStoreLink: s.homeFooterAppStoreLink,
    // the storefront's shape: the title in the asked language, no translations
    quickLinkPages: linksForMode(s.homeFooterQuickLinks, appMode).map(({ title, url }) => ({ title, url })),
    topCategories,
    popularTags: s.homeFooterPopularTags,
    defaultPages,
    homeFooterCopyrightText: s.homeFooterCopyrightText,
    homeFooterSecuredPayments: s.homeFooterSecuredPayments,
  };
}
