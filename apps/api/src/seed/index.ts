import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.ts';
import { col, execute, query } from '../db/query.ts';
import * as t from '../db/schema/index.ts';
import { syncIdentitySequences } from '../db/sequences.ts';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../modules/auth/demo-accounts.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { Storage } from '../platform/storage.ts';
import {
  BRANDS,
  CATEGORY_TREE,
  COLORS,
  SHOE_SIZE,
  SHOPS,
  SIZE,
  STORAGE,
  TAXES,
  WEIGHT,
} from './catalogue.ts';
import { isDatabaseEmpty } from './database-empty.ts';
import { DemoImages, tintsFor } from './demo-images.ts';
import { DIVISION_ZONES } from './geo-data.ts';
import { createBulkWriter, deferIndexesAndForeignKeys, insertChunked } from './insert.ts';
import { seedMarketing } from './marketing.ts';
import { PAGES } from './pages-data.ts';
import {
  type ExtraRows,
  type Leaf,
  type ProductRef,
  type ShopRef,
  seedProducts,
  VARIATION_IDS,
} from './products.ts';
import { createRandom } from './random.ts';
import { seedReferenceData, translated } from './reference.ts';
import { AVATAR_COLORS, pickRating, REVIEW_TEXTS, REVIEWERS } from './reference-data.ts';
import { seedSellerActivity } from './seller-activity.ts';
import { addDays, createSlugger } from './text.ts';

export { DEMO_CUSTOMER };

export const DEFAULT_DEMO_PRODUCTS = 400;

/** The tables the product batches fill (reviews included), in the order they are written. */
const PRODUCT_TABLES = [
  t.products,
  t.productVariations,
  t.productVariationCombinations,
  t.productVariationStocks,
  t.productCategories,
  t.productTags,
  t.productBadges,
  t.productTaxes,
  t.productImages,
  t.productReviews,
  t.reviewImages,
];
const DEFAULT_SEED = 20_250_601;

export interface SeedOptions {
  storage: Storage;
  /** number of products (default 400) */
  products?: number;
  /** draw demo pictures (default true); false leaves image fields empty */
  images?: boolean;
  /** the moment campaigns, discounts and coupons are relative to (default: now) */
  now?: Date;
  /** one line per step */
  log?: (line: string) => void;
  /** called after each batch of products */
  progress?: (done: number, total: number) => void;
  /** seed of the pseudo-random generator: the same seed gives the same data */
  random?: number;
  /** empty every table first instead of refusing a non-empty database */
  force?: boolean;
}

export interface SeedSummary {
  shops: number;
  users: number;
  categories: number;
  brands: number;
  products: number;
  variations: number;
  stocks: number;
  campaigns: number;
  coupons: number;
  reviews: number;
  /** the demo shops' orders and conversations (seller-activity.ts) */
  orders: number;
  conversations: number;
  images: { drawn: number; cached: number };
  durationMs: number;
}

export class DatabaseNotEmptyError extends Error {
  override name = 'DatabaseNotEmptyError';
}

export { isDatabaseEmpty };

/** Empties every table of the public schema and restarts their identities. */
export async function emptyAllTables(db: Executor): Promise<void> {
  const rows = await query(
    db,
    { tablename: col.text },
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  if (rows.length === 0) return;
  const list = rows.map((r) => sql.identifier(r.tablename));
  await execute(db, sql`truncate table ${sql.join(list, sql`, `)} restart identity cascade`);
}

/**
 * Fills an empty, migrated database with the demo marketplace: shops with warehouses and zones,
 * a three-level category tree, brands, products with variations and stock, campaigns, coupons,
 * reviews, pages, languages and every store setting. Deterministic for a given `random` seed and
 * `now`. Refuses a database that already has data unless `force` is set.
 */
export async function seedDemo(db: Database, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const total = Math.max(0, Math.floor(opts.products ?? DEFAULT_DEMO_PRODUCTS));
  const rnd = createRandom(opts.random ?? DEFAULT_SEED);
  const images = opts.images === false ? null : new DemoImages(opts.storage);
  const draw = (make: (i: DemoImages) => Promise<string>): Promise<string | null> =>
    images ? make(images) : Promise.resolve(null);

  if (!(await isDatabaseEmpty(db))) {
    if (!opts.force) {
      throw new DatabaseNotEmptyError(
        'The database already has data; refusing to seed (use force or db:reset).',
      );
    }
    log('emptying every table (force)');
    await emptyAllTables(db);
  }

  // Accounts are hashed before the transaction: scrypt is slow on purpose.
  const passwordHashes = await Promise.all(
    Array.from({ length: SHOPS.length + REVIEWERS.length + 1 }, () => hashPassword(DEMO_PASSWORD)),
  );

  const summary = await db.transaction(async (tx) => {
    // Languages, units, badges, taxes and the geography: what a shop without the demo gets too.
    const { unitRows, badgeRows, zoneId, cities, areas } = await seedReferenceData(tx);
    const tagNames = [
      ...new Set(CATEGORY_TREE.flatMap((r) => r.children.flatMap((m) => m.children.flatMap((l) => l.tags)))),
    ];
    await insertChunked(
      tx,
      t.tags,
      tagNames.map((name, i) => ({ id: i + 1, name })),
    );

    // Variation attributes: Color is id 1 (swatches), then Size, Shoe Size, Storage, Weight.
    const attributeSpecs = [
      { id: VARIATION_IDS.COLOR, name: 'Color', es: 'Color', ar: 'اللون' },
      { id: VARIATION_IDS.SIZE, name: SIZE.name, es: SIZE.es, ar: SIZE.ar },
      { id: VARIATION_IDS.SHOE_SIZE, name: SHOE_SIZE.name, es: SHOE_SIZE.es, ar: SHOE_SIZE.ar },
      { id: VARIATION_IDS.STORAGE, name: STORAGE.name, es: STORAGE.es, ar: STORAGE.ar },
      { id: VARIATION_IDS.WEIGHT, name: WEIGHT.name, es: WEIGHT.es, ar: WEIGHT.ar },
    ];
    await insertChunked(
      tx,
      t.variations,
      attributeSpecs.map(({ id, name }, sort) => ({ id, name, sort })),
    );
    await insertChunked(tx, t.variationTranslations, translated(attributeSpecs, 'variationId'));
    let valueId = 0;
    const swatches = await Promise.all(
      COLORS.map((c) => draw((i) => i.swatch(c.name.toLowerCase(), c.code))),
    );
    const colorValues = COLORS.map((c, index) => ({
      id: ++valueId,
      variationId: VARIATION_IDS.COLOR,
      name: c.name,
      colorCode: c.code,
      image: swatches[index] ?? null,
      sort: index,
      es: c.es,
      ar: c.ar,
      index,
    }));
    const valuesOf = (variationId: number, spec: typeof SIZE) =>
      spec.values.map((v, sort) => ({ id: ++valueId, variationId, name: v.name, sort, es: v.es, ar: v.ar }));
    const sizeValues = valuesOf(VARIATION_IDS.SIZE, SIZE);
    const shoeValues = valuesOf(VARIATION_IDS.SHOE_SIZE, SHOE_SIZE);
    const storageValues = valuesOf(VARIATION_IDS.STORAGE, STORAGE);
    const weightValues = valuesOf(VARIATION_IDS.WEIGHT, WEIGHT);
    const allValues = [...colorValues, ...sizeValues, ...shoeValues, ...storageValues, ...weightValues];
    await insertChunked(tx, t.variationValues, [
      ...colorValues.map(({ id, variationId, name, colorCode, image, sort }) => ({
        id,
        variationId,
        name,
        colorCode,
        image,
        sort,
      })),
      ...[...sizeValues, ...shoeValues, ...storageValues, ...weightValues].map(
        ({ id, variationId, name, sort }) => ({
          id,
          variationId,
          name,
          sort,
        }),
      ),
    ]);
    await insertChunked(tx, t.variationValueTranslations, translated(allValues, 'variationValueId'));

    // Category tree (3 levels) with thumbnails and the filters each level offers ---------------
    log('categories, brands, geography');
    let categoryId = 0;
    const categoryRows: PgInsertValue<typeof t.categories>[] = [];
    const categoryNames: { id: number; es: string; ar: string }[] = [];
    const categoryFilters: { categoryId: number; variationId: number }[] = [];
    const leaves: Leaf[] = [];
    const categoryIdBySlug = new Map<string, number>();
    const schemeVariations: Record<string, number[]> = {
      apparel: [VARIATION_IDS.COLOR, VARIATION_IDS.SIZE],
      shoes: [VARIATION_IDS.COLOR, VARIATION_IDS.SHOE_SIZE],
      color: [VARIATION_IDS.COLOR],
      storage: [VARIATION_IDS.COLOR, VARIATION_IDS.STORAGE],
      weight: [VARIATION_IDS.WEIGHT],
      none: [],
    };
    // The emoji's first soft background: the same picture as its products, drawn once.
    const thumbnail = (emoji: string) => draw((i) => i.productShot(emoji, tintsFor(emoji)[0]!));
    const pendingThumbs: Promise<void>[] = [];
    const addCategory = (
      node: { name: string; slug: string; es: string; ar: string },
      emoji: string,
      parentId: number | null,
      level: number,
      sortingOrder: number,
    ) => {
      const id = ++categoryId;
      const row: PgInsertValue<typeof t.categories> = {
        id,
        parentId,
        level,
        name: node.name,
        slug: node.slug,
        sortingOrder,
        metaTitle: `${node.name} | Shop online`,
        metaDescription: `Shop ${node.name.toLowerCase()} from trusted sellers with fast delivery.`,
      };
      categoryRows.push(row);
      categoryNames.push({ id, es: node.es, ar: node.ar });
      categoryIdBySlug.set(node.slug, id);
      pendingThumbs.push(
        thumbnail(emoji).then((url) => {
          row.thumbnailImage = url;
        }),
      );
      return id;
    };
    CATEGORY_TREE.forEach((root, ri) => {
      const rootId = addCategory(root, root.emoji, null, 0, ri);
      const rootFilters = new Set<number>();
      root.children.forEach((mid, mi) => {
        const midId = addCategory(mid, mid.emoji, rootId, 1, mi);
        const midFilters = new Set<number>();
        mid.children.forEach((leaf, li) => {
          const leafId = addCategory(leaf, leaf.emojis[0]!, midId, 2, li);
          leaves.push({ id: leafId, spec: leaf, root });
          for (const v of schemeVariations[leaf.scheme] ?? []) {
            categoryFilters.push({ categoryId: leafId, variationId: v });
            midFilters.add(v);
            rootFilters.add(v);
          }
        });
        for (const v of midFilters) categoryFilters.push({ categoryId: midId, variationId: v });
      });
      for (const v of rootFilters) categoryFilters.push({ categoryId: rootId, variationId: v });
    });
    await Promise.all(pendingThumbs);
    await insertChunked(tx, t.categories, categoryRows);
    await insertChunked(tx, t.categoryTranslations, translated(categoryNames, 'categoryId'));
    await insertChunked(tx, t.categoryVariations, categoryFilters);

    // Brands ---------------------------------------------------------------------------------
    const brandLogos = await Promise.all(
      BRANDS.map((b) => draw((i) => i.brandLogo(b.slug, b.name, b.color))),
    );
    await insertChunked(
      tx,
      t.brands,
      BRANDS.map((b, i) => ({
        id: i + 1,
        name: b.name,
        slug: b.slug,
        thumbnailImage: brandLogos[i] ?? null,
        metaTitle: `${b.name} | Official products`,
        metaDescription: `Shop genuine ${b.name} products with fast delivery.`,
        createdAt: addDays(now, -(BRANDS.length - i)),
      })),
    );
    const brandsByRoot = new Map<string, { id: number; name: string }[]>();
    BRANDS.forEach((b, i) => {
      for (const root of b.roots)
        brandsByRoot.set(root, [...(brandsByRoot.get(root) ?? []), { id: i + 1, name: b.name }]);
    });

    // Shops, their owners, warehouses and the zones they serve ----------------------------------
    log('shops, warehouses and sellers');
    const shopArt = await Promise.all(
      SHOPS.map(async (s) => ({
        logo: await draw((i) => i.shopLogo(s.slug, s.name, s.emoji, s.color)),
        banner: await draw((i) =>
          // no drawn text: the shop page writes the name and tagline under it
          i.backdrop(`shop-${s.slug}`, {
            emoji: s.emoji,
            from: s.color,
            to: s.accent,
            width: 1600,
            height: 400,
          }),
        ),
      })),
    );
    await insertChunked(
      tx,
      t.shops,
      SHOPS.map((s, i) => ({
        id: i + 1,
        name: s.name,
        slug: s.slug,
        tagline: s.tagline,
        logo: shopArt[i]!.logo,
        banner: shopArt[i]!.banner,
        address: s.address,
        minOrderAmount: s.minOrderAmount * 100,
        defaultShippingCharge: s.defaultShippingCharge * 100,
        adminCommissionBps: s.commissionPercent * 100,
        isApproved: true,
        isPublished: true,
        isVerified: true,
        bankName: i === 0 ? null : 'Dutch-Bangla Bank',
        bankAccountName: i === 0 ? null : s.owner.name,
        bankAccountNumber: i === 0 ? null : `1051100${String(40000 + i * 137).padStart(6, '0')}`,
        createdAt: addDays(now, -(900 - i * 75)),
      })),
    );
    const reviewerAvatars = await Promise.all(
      REVIEWERS.map((r, i) =>
        draw((img) =>
          img.avatar(
            `${r.avatar}-${i % AVATAR_COLORS.length}`,
            r.avatar,
            AVATAR_COLORS[i % AVATAR_COLORS.length]!,
          ),
        ),
      ),
    );
    let userId = 0;
    const users: PgInsertValue<typeof t.users>[] = SHOPS.map((s, i) => ({
      id: ++userId,
      userType: i === 0 ? 'admin' : 'seller',
      name: s.owner.name,
      phone: s.owner.phone,
      email: s.owner.email,
      passwordHash: passwordHashes[i]!,
      shopId: i + 1,
      phoneVerifiedAt: addDays(now, -(900 - i * 75)),
      createdAt: addDays(now, -(900 - i * 75)),
    }));
    const demoCustomerId = ++userId;
    users.push({
      id: demoCustomerId,
      userType: 'customer',
      name: DEMO_CUSTOMER.name,
      phone: DEMO_CUSTOMER.phone,
      email: DEMO_CUSTOMER.email,
      passwordHash: passwordHashes[SHOPS.length]!,
      phoneVerifiedAt: addDays(now, -400),
      createdAt: addDays(now, -400),
    });
    const reviewerIds = REVIEWERS.map((r, i) => {
      const id = ++userId;
      users.push({
        id,
        userType: 'customer',
        name: r.name,
        phone: `0181${String(1_000_000 + i * 7919).slice(-7)}`,
        email: `${r.name
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^a-z]+/g, '.')}@example.com`,
        passwordHash: passwordHashes[SHOPS.length + 1 + i]!,
        avatar: reviewerAvatars[i] ?? null,
        phoneVerifiedAt: addDays(now, -(600 - i * 20)),
        createdAt: addDays(now, -(600 - i * 20)),
      });
      return id;
    });
    await insertChunked(tx, t.users, users);

    const dhakaCity = cities.find((c) => c.name === 'Dhaka')!;
    const areaNamed = (name: string) => areas.find((a) => a.name === name && a.cityId === dhakaCity.id)!;
    await insertChunked(tx, t.userAddresses, [
      {
        userId: demoCustomerId,
        countryId: 18,
        stateId: dhakaCity.stateId,
        cityId: dhakaCity.id,
        areaId: areaNamed('Gulshan').id,
        address: 'House 24, Road 11, Gulshan 2',
        direction: 'Opposite the park, 3rd floor',
        postalCode: '1212',
        phone: DEMO_CUSTOMER.phone,
        type: 'home',
        isDefault: true,
        createdAt: addDays(now, -300),
      },
      {
        userId: demoCustomerId,
        countryId: 18,
        stateId: dhakaCity.stateId,
        cityId: dhakaCity.id,
        areaId: areaNamed('Motijheel').id,
        address: 'Level 8, Shapla Tower, 45 Motijheel C/A',
        direction: 'Reception desk',
        postalCode: '1000',
        phone: DEMO_CUSTOMER.phone,
        type: 'office',
        isDefault: false,
        createdAt: addDays(now, -200),
      },
    ]);

    let warehouseId = 0;
    const warehouses: PgInsertValue<typeof t.warehouses>[] = [];
    const warehouseZones: PgInsertValue<typeof t.warehouseZones>[] = [];
    const shipping: PgInsertValue<typeof t.zoneShippingCharges>[] = [];
    const shopRefs = new Map<string, ShopRef>();
    SHOPS.forEach((s, i) => {
      const shopId = i + 1;
      const served = new Set<number>();
      const ref: ShopRef = {
        id: shopId,
        slug: s.slug,
        skuPrefix: s.slug
          .split('-')
          .map((w) => w[0]!.toUpperCase())
          .join(''),
        warehouseIds: [],
      };
      s.warehouses.forEach((w, wi) => {
        const id = ++warehouseId;
        ref.warehouseIds.push(id);
        warehouses.push({ id, shopId, name: w.name, address: s.address, isDefault: wi === 0 });
        const zones = w.serves.flatMap((division) => DIVISION_ZONES[division] ?? []);
        if (i === 0 && wi === 0) zones.push('International');
        for (const zone of zones) {
          const zid = zoneId(zone);
          if (served.has(zid)) continue; // a zone belongs to at most one warehouse per shop
          served.add(zid);
          warehouseZones.push({ warehouseId: id, zoneId: zid, shopId });
          const extra =
            zone === 'Dhaka Metro'
              ? 0
              : zone === 'Greater Dhaka'
                ? 100
                : zone === 'International'
                  ? 1500
                  : 250;
          shipping.push({ shopId, zoneId: zid, charge: s.defaultShippingCharge * 100 + extra });
        }
      });
      shopRefs.set(s.slug, ref);
    });
    await insertChunked(tx, t.warehouses, warehouses);
    await insertChunked(tx, t.warehouseZones, warehouseZones);
    await insertChunked(tx, t.zoneShippingCharges, shipping);

    // Products, with the reviews of each batch -------------------------------------------------
    log(`products: ${total}`);
    const writer = createBulkWriter(tx);
    let rebuild: (() => Promise<void>) | null = null;
    if (writer.method === 'copy-pg') {
      // Only the final commit waits for the disk: nothing is lost that a rerun would not redo.
      await execute(tx, sql`set local synchronous_commit = off`);
      // Secondary indexes and foreign keys of the product tables are rebuilt after the load.
      const deferred = await deferIndexesAndForeignKeys(tx, PRODUCT_TABLES);
      rebuild = deferred.restore;
    }
    // Reviews by the demo reviewers, drawn product by product in id order (as the batches come).
    const reviewRnd = rnd.fork('reviews');
    let reviewId = 0;
    const reviewsOf = (batch: ProductRef[]): ExtraRows[] => {
      const reviews: PgInsertValue<typeof t.productReviews>[] = [];
      const reviewImages: PgInsertValue<typeof t.reviewImages>[] = [];
      for (const product of batch) {
        if (!product.published || !reviewRnd.chance(0.45)) continue;
        const authors = reviewRnd.sample(reviewerIds, reviewRnd.int(1, 6));
        for (const author of authors) {
          const rating = pickRating(reviewRnd.next());
          const id = ++reviewId;
          const age = (now.getTime() - product.createdAt.getTime()) / 86_400_000;
          const createdAt = addDays(now, -reviewRnd.next() * Math.max(1, age - 1));
          reviews.push({
            id,
            userId: author,
            productId: product.id,
            shopId: product.shopId,
            rating,
            description: reviewRnd.pick(REVIEW_TEXTS[rating - 1]!),
            createdAt,
            updatedAt: createdAt,
          });
          if (product.images.length > 0 && reviewRnd.chance(0.1)) {
            reviewRnd.sample(product.images, reviewRnd.int(1, 2)).forEach((image, sort) => {
              reviewImages.push({ reviewId: id, image, sort });
            });
          }
        }
      }
      return [
        { table: t.productReviews, rows: reviews },
        { table: t.reviewImages, rows: reviewImages },
      ];
    };
    const products = await seedProducts(
      {
        writer,
        rnd: rnd.fork('products'),
        images,
        now,
        leaves,
        attributes: {
          colors: colorValues.map((v) => ({ id: v.id, index: v.index })),
          size: sizeValues.map((v) => v.id),
          shoeSize: shoeValues.map((v) => v.id),
          storage: storageValues.map((v) => v.id),
          weight: weightValues.map((v) => v.id),
        },
        brandsByRoot,
        shopsBySlug: shopRefs,
        unitIds: new Map(unitRows.map((u) => [u.name, u.id])),
        tagIds: new Map(tagNames.map((name, i) => [name, i + 1])),
        badgeIds: badgeRows.map((b) => b.id),
        taxIds: TAXES.map((_, i) => i + 1),
        slug: createSlugger(),
        onProgress: opts.progress,
        afterBatch: reviewsOf,
      },
      total,
    );
    if (rebuild) {
      log('product indexes and foreign keys: rebuilding and checking');
      await rebuild();
    }

    // Shop impressions by the demo reviewers ------------------------------------------------------
    log('shop impressions');
    const impressions: PgInsertValue<typeof t.shopImpressions>[] = [];
    for (const author of reviewerIds) {
      SHOPS.forEach((_, i) => {
        if (!reviewRnd.chance(0.5)) return;
        const r = reviewRnd.next();
        impressions.push({
          userId: author,
          shopId: i + 1,
          impression: r < 0.7 ? 'positive' : r < 0.9 ? 'neutral' : 'negative',
          createdAt: addDays(now, -reviewRnd.int(1, 300)),
        });
      });
    }
    await insertChunked(tx, t.shopImpressions, impressions);

    // Pages ----------------------------------------------------------------------------------------
    await insertChunked(
      tx,
      t.pages,
      PAGES.map((p, i) => ({
        id: i + 1,
        slug: p.slug,
        type: 'default' as const,
        title: p.title,
        content: p.content,
        metaTitle: p.title,
        metaDescription: p.metaDescription,
        metaKeywords: p.slug.replace(/-/g, ', '),
      })),
    );
    await insertChunked(
      tx,
      t.pageTranslations,
      PAGES.flatMap((p, i) =>
        Object.entries(p.translations ?? {}).map(([langCode, tr]) => ({
          pageId: i + 1,
          langCode,
          title: tr.title,
          content: tr.content,
          metaTitle: tr.title,
        })),
      ),
    );

    // Campaigns, coupons, shop sections and store settings ---------------------------------------
    log('campaigns, coupons, shop sections and settings');
    const marketing = await seedMarketing({
      db: tx,
      rnd: rnd.fork('marketing'),
      draw,
      now,
      products,
      shopRefs,
      categoryIdBySlug,
      brandIds: BRANDS.map((_, i) => i + 1),
    });

    // What the seller center shows on its first start: orders in every state and chats (issue 17)
    log('orders and chats of the demo shops');
    const activity = await seedSellerActivity(tx, rnd.fork('seller-activity'), now);

    await syncIdentitySequences(tx);
    // Fresh statistics: until autovacuum gets to it, the planner would guess the new tables' sizes
    // and pick whole-table scans for lookups of a few rows (seconds per cart read at 100,000 products).
    log('statistics');
    await execute(tx, sql`analyze`);
    return {
      shops: SHOPS.length,
      users: users.length,
      categories: categoryRows.length,
      brands: BRANDS.length,
      products: products.count,
      variations: products.variations,
      stocks: products.stocks,
      campaigns: marketing.campaigns,
      coupons: marketing.coupons,
      reviews: reviewId,
      orders: activity.orders,
      conversations: activity.conversations,
    };
  });

  const result: SeedSummary = {
    ...summary,
    images: images ? { ...images.stats } : { drawn: 0, cached: 0 },
    durationMs: Math.round(performance.now() - started),
  };
  log(
    `seeded ${result.products} products (${result.variations} variations), ${result.shops} shops, ${result.reviews} reviews; ` +
      `images drawn ${result.images.drawn}, cached ${result.images.cached}; ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  return result;
}
