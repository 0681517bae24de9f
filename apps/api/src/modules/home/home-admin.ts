import {
  type AdminBanners,
  type AdminHome,
  BANNER_POSITIONS,
  type BannerListBody,
  type BannerPosition,
  type CategoryOption,
  CONTENT_TRANSLATION_LANGS,
  type HomeAboutBody,
  type HomeBlocksBody,
  type HomeFeaturedBody,
  type HomeTitlesBody,
  CONTENT_MESSAGES as M,
  type PickedProduct,
  type UploadedPicture,
} from '@shop/contracts/admin/content';
import type { Database } from '../../db/client.ts';
import type { UploadedFile } from '../../platform/body.ts';
import { ValidationFailed } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import type { Storage } from '../../platform/storage.ts';
import type { StoreSettingKey, StoreSettings } from '../../platform/store-settings.ts';
import { acceptedImage, storeImage } from '../../platform/uploaded-images.ts';
import type { AuditActor } from '../audit/index.ts';
import { activeCategories, buildCategoryTree } from '../catalog/index.ts';
import {
  changeSettings,
  storedSettings,
  type TextFields,
  textTranslations,
  withTextTranslations,
} from '../content/index.ts';
import { categoryNames, productPicks, productsNamed } from './home-admin-queries.ts';
import { BANNER_SETTINGS, BLOCK_FLAGS, bannerLive, blockEnabled, homeBlockOrder } from './home-layout.ts';

/**
 * The operator's home page (issue 18 §4): blocks on/off and in order, featured categories and
 * products, the about block, and the banners of each position. Everything lives where the
 * storefront reads it, the `settings` rows (`store-settings.ts`); each save locks the rows it
 * changes, records the change in the audit log in the same transaction, and forgets this
 * instance's settings memo (the route's `changesCatalog` empties the answers and pages).
 */

export interface HomeAdminServices {
  db: Database;
  storage: Storage;
}

/** Where the console's uploaded storefront pictures are stored. */
export const STOREFRONT_IMAGE_FOLDER = 'storefront';

function blocksOf(s: StoreSettings) {
  return homeBlockOrder(s).map((key) => ({ key, enabled: blockEnabled(s, key) }));
}

const ABOUT_FIELDS = {
  title: 'homeAboutUsTitle',
  subTitle: 'homeAboutUsSubTitle',
  text: 'homeAboutUsText',
} as const satisfies TextFields<string>;

const TITLE_FIELDS = {
  productSectionOneTitle: 'homeProductSectionOneTitle',
  productSectionTwoTitle: 'homeProductSectionTwoTitle',
  featuredProductTitle: 'homeFeaturedProductTitle',
  featuredProductSubTitle: 'homeFeaturedProductSubTitle',
} as const satisfies TextFields<string>;

function aboutOf(s: StoreSettings): HomeAboutBody {
  return {
    title: s.homeAboutUsTitle,
    subTitle: s.homeAboutUsSubTitle,
    text: s.homeAboutUsText,
    image: s.homeAboutUsImage,
    translations: textTranslations(s, ABOUT_FIELDS),
  };
}

function titlesOf(s: StoreSettings): HomeTitlesBody {
  return {
    productSectionOneTitle: s.homeProductSectionOneTitle,
    productSectionTwoTitle: s.homeProductSectionTwoTitle,
    featuredProductTitle: s.homeFeaturedProductTitle,
    featuredProductSubTitle: s.homeFeaturedProductSubTitle,
    translations: textTranslations(s, TITLE_FIELDS),
  };
}

export async function loadAdminHome(db: Database): Promise<AdminHome> {
  const s = await storedSettings(db);
  const [names, picks] = await Promise.all([
    categoryNames(db, s.homeFeaturedCategories),
    productPicks(db, s.homeFeaturedProducts),
  ]);
  return {
    blocks: blocksOf(s),
    featuredCategories: s.homeFeaturedCategories.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    featuredProducts: s.homeFeaturedProducts.flatMap((id) => {
      const pick = picks.get(id);
      return pick ? [{ id, ...pick }] : [];
    }),
    featuredProductBanner: s.homeFeaturedProductBanner,
    featuredProductLink: s.homeFeaturedProductLink,
    about: aboutOf(s),
    titles: titlesOf(s),
  };
}

const FLAG_KEYS = Object.values(BLOCK_FLAGS);

export function saveHomeBlocks(
  db: Database,
  actor: AuditActor,
  body: HomeBlocksBody,
): Promise<AdminHome['blocks']> {
  return changeSettings(db, actor, {
    keys: ['homeBlockOrder', 'homeHiddenBlocks', ...FLAG_KEYS],
    audit: {
      action: 'home_blocks.update',
      subject: { type: 'home_page', id: 'blocks', label: 'Home blocks' },
    },
    apply: (s) => {
      const values: Partial<Record<StoreSettingKey, unknown>> = {
        homeBlockOrder: body.blocks.map((b) => b.key),
        homeHiddenBlocks: body.blocks.filter((b) => !b.enabled && !BLOCK_FLAGS[b.key]).map((b) => b.key),
      };
      for (const b of body.blocks) {
        const flag = BLOCK_FLAGS[b.key];
        if (flag) values[flag] = b.enabled ? '1' : '0';
      }
      return {
        values: values as Partial<StoreSettings>,
        before: blocksOf(s),
        after: body.blocks,
        result: body.blocks,
      };
    },
  });
}

export async function saveHomeFeatured(
  db: Database,
  actor: AuditActor,
  body: HomeFeaturedBody,
): Promise<AdminHome> {
  const categoryIds = [...new Set(body.categoryIds)];
  const productIds = [...new Set(body.productIds)];
  await changeSettings(db, actor, {
    keys: [
      'homeFeaturedCategories',
      'homeFeaturedProducts',
      'homeFeaturedProductBanner',
      'homeFeaturedProductLink',
    ],
    audit: {
      action: 'home_featured.update',
      subject: { type: 'home_page', id: 'featured', label: 'Featured categories and products' },
    },
    apply: async (s, tx) => {
      const [names, picks] = await Promise.all([
        categoryNames(tx, categoryIds),
        productPicks(tx, productIds),
      ]);
      const errors: Record<string, string[]> = {};
      if (categoryIds.some((id) => !names.has(id))) errors.categoryIds = [M.categoryNotFound];
      if (productIds.some((id) => !picks.has(id))) errors.productIds = [M.productNotFound];
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      return {
        values: {
          homeFeaturedCategories: categoryIds,
          homeFeaturedProducts: productIds,
          homeFeaturedProductBanner: body.productBanner,
          homeFeaturedProductLink: body.productLink,
        },
        before: {
          categoryIds: s.homeFeaturedCategories,
          productIds: s.homeFeaturedProducts,
          productBanner: s.homeFeaturedProductBanner,
          productLink: s.homeFeaturedProductLink,
        },
        after: { categoryIds, productIds, productBanner: body.productBanner, productLink: body.productLink },
        result: undefined,
      };
    },
  });
  return loadAdminHome(db);
}

export function saveHomeAbout(db: Database, actor: AuditActor, body: HomeAboutBody): Promise<HomeAboutBody> {
  return changeSettings(db, actor, {
    keys: [...Object.values(ABOUT_FIELDS), 'homeAboutUsImage', 'homeTextTranslations'],
    audit: { action: 'home_about.update', subject: { type: 'home_page', id: 'about', label: 'About block' } },
    apply: (s) => ({
      values: {
        homeAboutUsTitle: body.title,
        homeAboutUsSubTitle: body.subTitle,
        homeAboutUsText: body.text,
        homeAboutUsImage: body.image,
        homeTextTranslations: withTextTranslations(s, ABOUT_FIELDS, body.translations),
      },
      before: aboutOf(s),
      after: body,
      result: body,
    }),
  });
}

/** The home blocks' own titles (product sections, the featured banner's text), per language. */
export function saveHomeTitles(
  db: Database,
  actor: AuditActor,
  body: HomeTitlesBody,
): Promise<HomeTitlesBody> {
  return changeSettings(db, actor, {
    keys: [...Object.values(TITLE_FIELDS), 'homeTextTranslations'],
    audit: {
      action: 'home_titles.update',
      subject: { type: 'home_page', id: 'titles', label: 'Block titles' },
    },
    apply: (s) => ({
      values: {
        homeProductSectionOneTitle: body.productSectionOneTitle,
        homeProductSectionTwoTitle: body.productSectionTwoTitle,
        homeFeaturedProductTitle: body.featuredProductTitle,
        homeFeaturedProductSubTitle: body.featuredProductSubTitle,
        homeTextTranslations: withTextTranslations(s, TITLE_FIELDS, body.translations),
      },
      before: titlesOf(s),
      after: body,
      result: body,
    }),
  });
}

/** Stores an uploaded picture (checked by its content, resized) for a banner or the about block. */
export async function uploadStorefrontImage(
  storage: Storage,
  uploads: readonly UploadedFile[],
): Promise<UploadedPicture> {
  const file = await acceptedImage(uploads, 'image', { required: M.imageRequired, bad: M.badImage });
  return { url: await storeImage(storage, STOREFRONT_IMAGE_FOLDER, file, M.badImage) };
}

type StoredBanner = StoreSettings['homeSliders'][number];

/** A banner as the console edits it (every language's text, "" where none). */
function bannerForm(b: StoredBanner) {
  const text = (lang: string) => ({
    title: b.translations[lang]?.title ?? '',
    subtitle: b.translations[lang]?.subtitle ?? '',
    cta: b.translations[lang]?.cta ?? '',
  });
  return {
    image: b.image,
    url: b.url,
    startAt: b.startAt ?? null,
    endAt: b.endAt ?? null,
    title: b.title,
    subtitle: b.subtitle,
    cta: b.cta,
    translations: { 'es-ES': text('es-ES'), 'ar-SA': text('ar-SA') },
  };
}

function bannersOf(s: StoreSettings, position: BannerPosition, now: Date) {
  return s[BANNER_SETTINGS[position]].map((b) => ({ ...bannerForm(b), live: bannerLive(b, now) }));
}

/** A saved banner as stored: blank translated lines are left out (the base text shows). */
function storedBanner(b: BannerListBody['banners'][number]): StoredBanner {
  const translations: StoredBanner['translations'] = {};
  for (const lang of CONTENT_TRANSLATION_LANGS) {
    const filled = Object.entries(b.translations[lang]).filter(([, v]) => v !== '');
    if (filled.length > 0) translations[lang] = Object.fromEntries(filled);
  }
  return { ...b, translations };
}

export async function loadBanners(db: Database, now = new Date()): Promise<AdminBanners> {
  const s = await storedSettings(db);
  return {
    positions: BANNER_POSITIONS.map((position) => ({ position, banners: bannersOf(s, position, now) })),
  };
}

export async function saveBanners(
  db: Database,
  actor: AuditActor,
  position: BannerPosition,
  body: BannerListBody,
): Promise<AdminBanners> {
  const key = BANNER_SETTINGS[position];
  await changeSettings(db, actor, {
    keys: [key],
    audit: { action: 'banners.update', subject: { type: 'home_banners', id: position, label: position } },
    apply: (s) => ({
      values: { [key]: body.banners.map(storedBanner) },
      before: s[key].map(bannerForm),
      after: body.banners,
      result: undefined,
    }),
  });
  return loadBanners(db);
}

/** Products to feature whose name contains `search`. */
export function productOptions(db: Database, search: string | null): Promise<PickedProduct[]> {
  return productsNamed(db, search);
}

/** The active categories as a tree (names in `lang`), to feature. */
export async function categoryOptions(db: Database, lang: LanguageCode): Promise<CategoryOption[]> {
  const strip = (nodes: ReturnType<typeof buildCategoryTree>): CategoryOption[] =>
    nodes.map((n) => ({ id: n.id, name: n.name, children_categories: strip(n.children_categories) }));
  return strip(buildCategoryTree(await activeCategories(db, lang)));
}
