import {
  type AdminBanners,
  type AdminHome,
  BANNER_POSITIONS,
  type BannerListBody,
  type BannerPosition,
  type CategoryOption,
  type HomeAboutBody,
  type HomeBlocksBody,
  type HomeFeaturedBody,
  CONTENT_MESSAGES as M,
  type PickedProduct,
  type UploadedPicture,
} from '@shop/contracts/admin/content';
import type { Database, Transaction } from '../../db/client.ts';
import type { UploadedFile } from '../../platform/body.ts';
import { ValidationFailed } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { invalidateSettings } from '../../platform/settings.ts';
import type { Storage } from '../../platform/storage.ts';
import { acceptedImage, storeImage } from '../../platform/uploaded-images.ts';
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { activeCategories } from '../catalog/category-queries.ts';
import { buildCategoryTree } from '../catalog/category-tree.ts';
import { lockSettings, storedSettings, writeSettings } from '../content/settings-queries.ts';
import type { StoreSettingKey, StoreSettings } from '../content/store-settings.ts';
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

function aboutOf(s: StoreSettings): HomeAboutBody {
  return {
    title: s.homeAboutUsTitle,
    subTitle: s.homeAboutUsSubTitle,
    text: s.homeAboutUsText,
    image: s.homeAboutUsImage,
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
  };
}

/** Runs a settings change in a transaction with its audit entry, then forgets the memo. */
async function changeSettings<T>(
  db: Database,
  keys: readonly StoreSettingKey[],
  change: (tx: Transaction, s: StoreSettings) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => change(tx, await lockSettings(tx, keys)));
  invalidateSettings(db);
  return result;
}

const FLAG_KEYS = Object.values(BLOCK_FLAGS);

export async function saveHomeBlocks(
  db: Database,
  actor: AuditActor,
  body: HomeBlocksBody,
): Promise<AdminHome['blocks']> {
  return changeSettings(db, ['homeBlockOrder', 'homeHiddenBlocks', ...FLAG_KEYS], async (tx, s) => {
    const values: Partial<Record<StoreSettingKey, unknown>> = {
      homeBlockOrder: body.blocks.map((b) => b.key),
      homeHiddenBlocks: body.blocks.filter((b) => !b.enabled && !BLOCK_FLAGS[b.key]).map((b) => b.key),
    };
    for (const b of body.blocks) {
      const flag = BLOCK_FLAGS[b.key];
      if (flag) values[flag] = b.enabled ? '1' : '0';
    }
    await writeSettings(tx, values as Partial<StoreSettings>);
    const after = body.blocks;
    await recordAudit(tx, actor, {
      action: 'home_blocks.update',
      subject: { type: 'home_page', id: 'blocks', label: 'Home blocks' },
      before: blocksOf(s),
      after,
    });
    return after;
  });
}

export async function saveHomeFeatured(
  db: Database,
  actor: AuditActor,
  body: HomeFeaturedBody,
): Promise<AdminHome> {
  const categoryIds = [...new Set(body.categoryIds)];
  const productIds = [...new Set(body.productIds)];
  const keys: StoreSettingKey[] = [
    'homeFeaturedCategories',
    'homeFeaturedProducts',
    'homeFeaturedProductBanner',
    'homeFeaturedProductLink',
  ];
  await changeSettings(db, keys, async (tx, s) => {
    const [names, picks] = await Promise.all([categoryNames(tx, categoryIds), productPicks(tx, productIds)]);
    const errors: Record<string, string[]> = {};
    if (categoryIds.some((id) => !names.has(id))) errors.categoryIds = [M.categoryNotFound];
    if (productIds.some((id) => !picks.has(id))) errors.productIds = [M.productNotFound];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    await writeSettings(tx, {
      homeFeaturedCategories: categoryIds,
      homeFeaturedProducts: productIds,
      homeFeaturedProductBanner: body.productBanner,
      homeFeaturedProductLink: body.productLink,
    });
    await recordAudit(tx, actor, {
      action: 'home_featured.update',
      subject: { type: 'home_page', id: 'featured', label: 'Featured categories and products' },
      before: {
        categoryIds: s.homeFeaturedCategories,
        productIds: s.homeFeaturedProducts,
        productBanner: s.homeFeaturedProductBanner,
        productLink: s.homeFeaturedProductLink,
      },
      after: { categoryIds, productIds, productBanner: body.productBanner, productLink: body.productLink },
    });
  });
  return loadAdminHome(db);
}

export async function saveHomeAbout(
  db: Database,
  actor: AuditActor,
  body: HomeAboutBody,
): Promise<HomeAboutBody> {
  return changeSettings(
    db,
    ['homeAboutUsTitle', 'homeAboutUsSubTitle', 'homeAboutUsText', 'homeAboutUsImage'],
    async (tx, s) => {
      await writeSettings(tx, {
        homeAboutUsTitle: body.title,
        homeAboutUsSubTitle: body.subTitle,
        homeAboutUsText: body.text,
        homeAboutUsImage: body.image,
      });
      await recordAudit(tx, actor, {
        action: 'home_about.update',
        subject: { type: 'home_page', id: 'about', label: 'About block' },
        before: aboutOf(s),
        after: body,
      });
      return body;
    },
  );
}

/** Stores an uploaded picture (checked by its content, resized) for a banner or the about block. */
export async function uploadStorefrontImage(
  storage: Storage,
  uploads: readonly UploadedFile[],
): Promise<UploadedPicture> {
  const file = await acceptedImage(uploads, 'image', { required: M.imageRequired, bad: M.badImage });
  return { url: await storeImage(storage, STOREFRONT_IMAGE_FOLDER, file, M.badImage) };
}

function bannersOf(s: StoreSettings, position: BannerPosition, now: Date) {
  return s[BANNER_SETTINGS[position]].map((b) => ({
    image: b.image,
    url: b.url,
    startAt: b.startAt ?? null,
    endAt: b.endAt ?? null,
    live: bannerLive(b, now),
  }));
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
  await changeSettings(db, [key], async (tx, s) => {
    const before = s[key].map((b) => ({
      image: b.image,
      url: b.url,
      startAt: b.startAt ?? null,
      endAt: b.endAt ?? null,
    }));
    await writeSettings(tx, { [key]: body.banners });
    await recordAudit(tx, actor, {
      action: 'banners.update',
      subject: { type: 'home_banners', id: position, label: position },
      before,
      after: body.banners,
    });
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
