import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../db/schema/index.ts';
import {
  COLORS,
  DELIVERY_HOURS,
  type LeafCategory,
  type RootCategory,
  TAXES,
  WARRANTIES,
} from './catalogue.ts';
import type { ColorTint, DemoImages, Tint } from './demo-images.ts';
import { tintsFor } from './demo-images.ts';
import type { BulkWriter } from './insert.ts';
import { productTranslations } from './product-words.ts';
import type { Random } from './random.ts';
import { addDays, DAY_MS, retailPrice, startOfDayUtc } from './text.ts';

/**
 * Generates the catalogue's products in batches: rows for products, their variations and the
 * attribute values of each, stock per warehouse, categories, tags, badges, taxes and gallery.
 * Ids are assigned here (the seed runs on an empty database) so rows can reference each other
 * without reading ids back.
 */

export interface Leaf {
  id: number;
  spec: LeafCategory;
  root: RootCategory;
}

/** Attribute value ids the generator combines. */
export interface AttributeIds {
  colors: { id: number; index: number }[];
  size: number[];
  shoeSize: number[];
  storage: number[];
  weight: number[];
}

export interface ShopRef {
  id: number;
  slug: string;
  skuPrefix: string;
  warehouseIds: number[];
}

/** A product of the batch just generated, for rows that hang off it (reviews). */
export interface ProductRef {
  id: number;
  shopId: number;
  leafId: number;
  rootSlug: string;
  published: boolean;
  minPrice: number;
  totalSaleCount: number;
  createdAt: Date;
  variations: { id: number; price: number }[];
  images: string[];
}

/** Rows of another table to write with a batch, after the batch's own rows. */
export interface ExtraRows {
  table: PgTable;
  rows: Record<string, unknown>[];
}

export interface ProductContext {
  /** where the rows go (COPY or INSERT), inside the seed's transaction */
  writer: BulkWriter;
  rnd: Random;
  images: DemoImages | null;
  now: Date;
  leaves: Leaf[];
  attributes: AttributeIds;
  brandsByRoot: Map<string, { id: number; name: string }[]>;
  shopsBySlug: Map<string, ShopRef>;
  unitIds: Map<string, number>;
  tagIds: Map<string, number>;
  badgeIds: number[];
  taxIds: number[];
  slug: (text: string) => string;
  onProgress?: (done: number, total: number) => void;
  /** rows that depend on a batch's products (reviews), written right after the batch */
  afterBatch?: (batch: ProductRef[]) => ExtraRows[];
}

/**
 * What later parts of the seed (campaigns, coupons, home blocks) need of every product, in typed
 * arrays indexed by product id - 1: a million products take tens of megabytes, not a million
 * objects. Variation ids of a product are consecutive from `firstVariation`.
 */
export class ProductFacts {
  readonly count: number;
  readonly shopId: Uint16Array;
  readonly published: Uint8Array;
  readonly createdAt: Float64Array;
  readonly totalSaleCount: Int32Array;
  readonly firstVariation: Int32Array;
  readonly variationCount: Uint8Array;
  /** price of every variation, by variation id - 1 */
  readonly variationPrices: number[] = [];
  variations = 0;
  stocks = 0;

  constructor(count: number) {
    this.count = count;
    this.shopId = new Uint16Array(count);
    this.published = new Uint8Array(count);
    this.createdAt = new Float64Array(count);
    this.totalSaleCount = new Int32Array(count);
    this.firstVariation = new Int32Array(count);
    this.variationCount = new Uint8Array(count);
  }

  /** ids of the published products, in id order */
  publishedIds(): number[] {
    const ids: number[] = [];
    for (let i = 0; i < this.count; i++) if (this.published[i]) ids.push(i + 1);
    return ids;
  }

  shopOf(productId: number): number {
    return this.shopId[productId - 1]!;
  }

  createdAtOf(productId: number): number {
    return this.createdAt[productId - 1]!;
  }

  salesOf(productId: number): number {
    return this.totalSaleCount[productId - 1]!;
  }

  variationsOf(productId: number): { id: number; price: number }[] {
    const first = this.firstVariation[productId - 1]!;
    return Array.from({ length: this.variationCount[productId - 1]! }, (_, i) => ({
      id: first + i,
      price: this.variationPrices[first + i - 1]!,
    }));
  }
}

const BATCH = 2000;
/** Generation yields to the event loop this often, so the previous batch's COPY keeps flowing. */
const YIELD_EVERY = 250;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));
const ADMIN_SHARE = 0.25;

/** Variation attribute ids, in code order (Color first). */
const COLOR = 1;
const SIZE = 2;
const SHOE_SIZE = 3;
const STORAGE = 4;
const WEIGHT = 5;
export const VARIATION_IDS = { COLOR, SIZE, SHOE_SIZE, STORAGE, WEIGHT } as const;

const colorTint = (index: number): ColorTint => {
  const c = COLORS[index]!;
  return { key: c.name.toLowerCase(), code: c.code, hue: c.hue };
};

/**
 * Generates and writes `total` products in batches. Generation of a batch overlaps the writing
 * of the previous one (at most two batches are in memory); the data does not depend on the batch
 * size. Returns the compact facts later steps need.
 */
export async function seedProducts(ctx: ProductContext, total: number): Promise<ProductFacts> {
  const facts = new ProductFacts(total);
  let writing: Promise<void> = Promise.resolve();
  const ids = { product: 0, variation: 0, combination: 0, stock: 0, image: 0, tax: 0 };
  // Three colours per emoji (and three soft backgrounds, see tintsFor) keep the image pool small.
  const colorsOf = new Map<string, number[]>();
  const emojiColors = (emoji: string) => {
    let list = colorsOf.get(emoji);
    if (!list) {
      list = ctx.rnd.fork(`colors:${emoji}`).sample(
        COLORS.map((_, i) => i),
        3,
      );
      colorsOf.set(emoji, list);
    }
    return list;
  };
  const colorIds = new Map(ctx.attributes.colors.map((c) => [c.index, c.id]));
  const adminShop = ctx.shopsBySlug.get('admin-shop')!;

  for (let start = 0; start < total; start += BATCH) {
    const count = Math.min(BATCH, total - start);
    const refs: ProductRef[] = [];
    const rows = {
      products: [] as PgInsertValue<typeof t.products>[],
      variations: [] as PgInsertValue<typeof t.productVariations>[],
      combinations: [] as PgInsertValue<typeof t.productVariationCombinations>[],
      stocks: [] as PgInsertValue<typeof t.productVariationStocks>[],
      categories: [] as PgInsertValue<typeof t.productCategories>[],
      tags: [] as PgInsertValue<typeof t.productTags>[],
      badges: [] as PgInsertValue<typeof t.productBadges>[],
      taxes: [] as PgInsertValue<typeof t.productTaxes>[],
      images: [] as PgInsertValue<typeof t.productImages>[],
      translations: [] as PgInsertValue<typeof t.productTranslations>[],
    };
    // Pictures are drawn concurrently; the rows that show them are completed once they are ready.
    const drawing: Promise<void>[] = [];
    const finish: (() => void)[] = [];

    for (let k = 0; k < count; k++) {
      if (k % YIELD_EVERY === YIELD_EVERY - 1) await yieldToIo();
      const index = start + k;
      const r = ctx.rnd;
      const leaf = ctx.leaves[index % ctx.leaves.length]!;
      const spec = leaf.spec;
      const shop = r.chance(ADMIN_SHARE) ? adminShop : (ctx.shopsBySlug.get(leaf.root.shop) ?? adminShop);
      const productId = ++ids.product;
      const brands = ctx.brandsByRoot.get(leaf.root.slug) ?? [];
      const brand = brands.length > 0 && r.chance(0.9) ? r.pick(brands) : null;
      const adjective = r.pick(spec.adjectives);
      const noun = r.pick(spec.nouns);
      const name = [brand?.name, adjective, noun].filter(Boolean).join(' ');
      // The picture follows the name (LeafCategory.emojis). The draw is kept so that the demo data
      // after it (prices, stock…) stays the same as before pictures followed names.
      r.pick(spec.emojis);
      const emoji = spec.emojis.length === 1 ? spec.emojis[0]! : spec.emojis[spec.nouns.indexOf(noun)]!;
      const [low, high] = spec.price;
      const basePrice = retailPrice(low + (high - low) * r.next() ** 2);

      // Attribute value combinations, each [variationId, valueId] in code order.
      const colorPick = (n: number) =>
        r.sample(emojiColors(emoji), n).map((i) => ({ index: i, valueId: colorIds.get(i)! }));
      const run = (values: number[], from: number, n: number) => values.slice(from, from + n);
      let axes: { variationId: number; values: { valueId: number; uplift: number; color?: number }[] }[] = [];
      const uplifts = (list: number[], percents: number[]) =>
        list.map((valueId, i) => ({ valueId, uplift: percents[i] ?? 0 }));
      switch (spec.scheme) {
        case 'apparel': {
          const sizes = run(ctx.attributes.size, r.int(0, 2), r.int(3, 4));
          axes = [
            {
              variationId: COLOR,
              values: colorPick(r.int(2, 3)).map((c) => ({ valueId: c.valueId, uplift: 0, color: c.index })),
            },
            { variationId: SIZE, values: sizes.map((valueId, i) => ({ valueId, uplift: i >= 3 ? 5 : 0 })) },
          ];
          break;
        }
        case 'shoes': {
          const sizes = run(ctx.attributes.shoeSize, r.int(0, 3), r.int(4, 5));
          axes = [
            {
              variationId: COLOR,
              values: colorPick(r.int(1, 2)).map((c) => ({ valueId: c.valueId, uplift: 0, color: c.index })),
            },
            { variationId: SHOE_SIZE, values: sizes.map((valueId) => ({ valueId, uplift: 0 })) },
          ];
          break;
        }
        case 'color':
          axes = [
            {
              variationId: COLOR,
              values: colorPick(r.int(2, 3)).map((c) => ({ valueId: c.valueId, uplift: 0, color: c.index })),
            },
          ];
          break;
        case 'storage':
          axes = [
            {
              variationId: COLOR,
              values: colorPick(r.int(1, 2)).map((c) => ({ valueId: c.valueId, uplift: 0, color: c.index })),
            },
            {
              variationId: STORAGE,
              values: uplifts(run(ctx.attributes.storage, 0, r.int(2, 3)), [0, 15, 35, 60]),
            },
          ];
          break;
        case 'weight':
          axes = [
            {
              variationId: WEIGHT,
              values: uplifts(run(ctx.attributes.weight, 0, r.int(2, 3)), [0, 80, 170, 320]),
            },
          ];
          break;
        case 'none':
          axes = [];
      }
      let combos: { variationId: number; valueId: number; uplift: number; color?: number }[][] = [[]];
      for (const axis of axes) {
        combos = combos.flatMap((combo) =>
          axis.values.map((v) => [...combo, { variationId: axis.variationId, ...v }]),
        );
      }

      // Pictures: one per colour for colour products, otherwise the emoji on three soft tints.
      const colorIndexes = axes[0]?.variationId === COLOR ? axes[0].values.map((v) => v.color!) : [];
      const pictureKeys: (Tint | ColorTint)[] =
        colorIndexes.length > 0 ? colorIndexes.map(colorTint) : tintsFor(emoji);
      const pictures: (string | null)[] = pictureKeys.map(() => null);
      if (ctx.images) {
        const images = ctx.images;
        drawing.push(
          Promise.all(pictureKeys.map((tint) => images.productShot(emoji, tint))).then((urls) => {
            urls.forEach((url, i) => {
              pictures[i] = url;
            });
          }),
        );
      }

      // Discount: some always on, some in a running window, a few expired, most none.
      const d = r.next();
      let discountType: 'amount' | 'percentage' = 'percentage';
      let discountValue = 0;
      let discountStartAt: Date | null = null;
      let discountEndAt: Date | null = null;
      if (d < 0.12) {
        discountValue = r.pick([500, 1000, 1500, 2000, 2500]);
      } else if (d < 0.3) {
        discountStartAt = startOfDayUtc(addDays(ctx.now, -r.int(1, 10)));
        discountEndAt = startOfDayUtc(addDays(ctx.now, r.int(5, 45)));
        if (r.chance(0.3)) {
          discountType = 'amount';
          discountValue = Math.max(50, Math.round((basePrice * r.int(10, 25)) / 100 / 50) * 50);
        } else {
          discountValue = r.pick([1000, 1500, 2000, 3000, 4000]);
        }
      } else if (d < 0.36) {
        discountStartAt = startOfDayUtc(addDays(ctx.now, -60));
        discountEndAt = startOfDayUtc(addDays(ctx.now, -30));
        discountValue = r.pick([1000, 2000]);
      }

      const outOfStock = r.chance(0.04);
      const createdAt = new Date(ctx.now.getTime() - r.int(0, 240 * 24) * 3_600_000 - index * 1000);
      const variationRefs: { id: number; price: number }[] = [];
      combos.forEach((combo, position) => {
        const variationId = ++ids.variation;
        const uplift = combo.reduce((sum, c) => sum + c.uplift, 0);
        const price = uplift === 0 ? basePrice : retailPrice((basePrice / 100) * (1 + uplift / 100));
        variationRefs.push({ id: variationId, price });
        const colorAt = combo.find((c) => c.variationId === COLOR)?.color;
        const pictureIndex = colorAt === undefined ? -1 : colorIndexes.indexOf(colorAt);
        rows.variations.push({
          id: variationId,
          productId,
          code: combo.map((c) => `${c.variationId}:${c.valueId}/`).join(''),
          sku: `${shop.skuPrefix}-${String(productId).padStart(6, '0')}-${String(position + 1).padStart(2, '0')}`,
          price,
          discountType,
          discountValue: discountType === 'amount' ? Math.min(discountValue, price) : discountValue,
          image: null,
          createdAt,
        });
        if (pictureIndex >= 0) {
          const row = rows.variations[rows.variations.length - 1]!;
          finish.push(() => {
            row.image = pictures[pictureIndex] ?? null;
          });
        }
        for (const c of combo) {
          rows.combinations.push({
            id: ++ids.combination,
            productVariationId: variationId,
            variationId: c.variationId,
            variationValueId: c.valueId,
          });
        }
        for (const warehouseId of shop.warehouseIds) {
          const s = r.next();
          const stockQty = outOfStock || s < 0.08 ? 0 : s < 0.2 ? r.int(1, 5) : r.int(6, 240);
          rows.stocks.push({ id: ++ids.stock, productVariationId: variationId, warehouseId, stockQty });
        }
      });
      const prices = variationRefs.map((v) => v.price);
      const minPrice = Math.min(...prices);
      const maxPrice = Math.max(...prices);
      const published = r.chance(0.97);
      const totalSaleCount = Math.floor(r.next() ** 3 * 900);

      // the highlights are drawn once, for the description in every language
      const features = r.sample(FEATURES[leaf.root.slug] ?? [], 4);
      const product: PgInsertValue<typeof t.products> = {
        id: productId,
        shopId: shop.id,
        brandId: brand?.id ?? null,
        unitId: ctx.unitIds.get(spec.unit) ?? null,
        name,
        slug: ctx.slug(name),
        shortDescription: shortDescription(name, spec, leaf.root),
        description: describe(name, spec, brand?.name ?? null, features),
        thumbnailImage: null,
        minPrice,
        maxPrice,
        hasVariation: combos.length > 1 || axes.length > 0,
        isPublished: published,
        discountType,
        discountValue: discountType === 'amount' ? Math.min(discountValue, minPrice) : discountValue,
        discountStartAt,
        discountEndAt,
        estDeliveryTime: leaf.root.slug === 'groceries' ? '24 hours' : r.pick(DELIVERY_HOURS),
        hasEmi: minPrice >= BIG_TICKET_FROM,
        emiInfo: minPrice >= BIG_TICKET_FROM ? '0% EMI for up to 12 months with selected bank cards' : null,
        hasWarranty: WARRANTY_ROOTS.has(leaf.root.slug),
        warrantyInfo: WARRANTY_ROOTS.has(leaf.root.slug) ? r.pick(WARRANTIES) : null,
        // big-ticket items (those with EMI) are paid before delivery, not in cash at the door; no
        // draw from `r`, so every other product field stays as it was
        cashOnDelivery: minPrice < BIG_TICKET_FROM,
        minPurchaseQty: 1,
        maxPurchaseQty: leaf.root.slug === 'groceries' ? 20 : r.pick([5, 10, 10, null]),
        totalSaleCount,
        metaTitle: name,
        metaDescription: shortDescription(name, spec, leaf.root),
        createdAt,
        updatedAt: createdAt,
      };
      rows.products.push(product);
      for (const tr of productTranslations({
        brand: brand?.name ?? null,
        line: adjective,
        noun,
        category: { es: spec.es, ar: spec.ar },
        rootSlug: leaf.root.slug,
        features: features.map((f) => FEATURES[leaf.root.slug]!.indexOf(f)),
      })) {
        rows.translations.push({ productId, ...tr });
      }
      rows.categories.push({ productId, categoryId: leaf.id });
      for (const tag of r.sample(spec.tags, r.int(1, Math.min(3, spec.tags.length)))) {
        const tagId = ctx.tagIds.get(tag);
        if (tagId) rows.tags.push({ productId, tagId });
      }
      if (r.chance(0.25) && ctx.badgeIds.length > 0) {
        const recent = ctx.now.getTime() - createdAt.getTime() < 14 * DAY_MS;
        rows.badges.push({ productId, badgeId: recent ? ctx.badgeIds[0]! : r.pick(ctx.badgeIds) });
      }
      const [vat, eco, luxury] = ctx.taxIds;
      if (vat && r.chance(0.6))
        rows.taxes.push({
          id: ++ids.tax,
          productId,
          taxId: vat,
          taxType: TAXES[0]!.type,
          value: r.pick(TAXES[0]!.values),
        });
      if (eco && r.chance(0.15))
        rows.taxes.push({
          id: ++ids.tax,
          productId,
          taxId: eco,
          taxType: TAXES[1]!.type,
          value: r.pick(TAXES[1]!.values),
        });
      if (luxury && minPrice > 50_000)
        rows.taxes.push({
          id: ++ids.tax,
          productId,
          taxId: luxury,
          taxType: TAXES[2]!.type,
          value: TAXES[2]!.values[0]!,
        });

      const ref: ProductRef = {
        id: productId,
        shopId: shop.id,
        leafId: leaf.id,
        rootSlug: leaf.root.slug,
        published,
        minPrice,
        totalSaleCount,
        createdAt,
        variations: variationRefs,
        images: [],
      };
      refs.push(ref);
      facts.shopId[index] = shop.id;
      facts.published[index] = published ? 1 : 0;
      facts.createdAt[index] = createdAt.getTime();
      facts.totalSaleCount[index] = totalSaleCount;
      facts.firstVariation[index] = variationRefs[0]?.id ?? 0;
      facts.variationCount[index] = variationRefs.length;
      for (const v of variationRefs) facts.variationPrices.push(v.price);
      facts.variations += variationRefs.length;
      facts.stocks += variationRefs.length * shop.warehouseIds.length;
      finish.push(() => {
        const urls = pictures.filter((p): p is string => p !== null);
        product.thumbnailImage = urls[0] ?? null;
        product.metaImage = urls[0] ?? null;
        ref.images = urls;
        urls.slice(1).forEach((image, sort) => {
          rows.images.push({ id: ++ids.image, productId, image, sort });
        });
      });
    }

    // Pictures first (they fill in the image columns), then the rows, parents before children.
    await Promise.all(drawing);
    for (const complete of finish) complete();
    const extra = ctx.afterBatch?.(refs) ?? [];
    // Parents before children (foreign keys are checked per statement); one batch in flight.
    const writes: ExtraRows[] = [
      { table: t.products, rows: rows.products },
      { table: t.productVariations, rows: rows.variations },
      { table: t.productVariationCombinations, rows: rows.combinations },
      { table: t.productVariationStocks, rows: rows.stocks },
      { table: t.productCategories, rows: rows.categories },
      { table: t.productTags, rows: rows.tags },
      { table: t.productBadges, rows: rows.badges },
      { table: t.productTaxes, rows: rows.taxes },
      { table: t.productImages, rows: rows.images },
      { table: t.productTranslations, rows: rows.translations },
      ...extra,
    ];
    const done = start + count;
    await writing;
    writing = (async () => {
      for (const w of writes) await ctx.writer.write(w.table, w.rows);
      ctx.onProgress?.(done, total);
    })();
    // The rejection is awaited on the next turn; until then it must not count as unhandled.
    writing.catch(() => {});
  }
  await writing;
  return facts;
}

/** From this price (minor units) a demo product is big-ticket: EMI, and no cash on delivery. */
const BIG_TICKET_FROM = 30_000;
const WARRANTY_ROOTS = new Set(['electronics', 'home-living', 'sports-outdoors', 'shoes']);

function shortDescription(name: string, spec: LeafCategory, root: RootCategory): string {
  return `${name}: ${spec.name.toLowerCase()} from our ${root.name.toLowerCase()} range, delivered fast across Bangladesh.`;
}

export const FEATURES: Record<string, string[]> = {
  fashion: [
    'Breathable, skin-friendly fabric',
    'Colour-fast dye that survives many washes',
    'Reinforced stitching at stress points',
    'Machine washable at 30 °C',
    'True to size; check the size chart',
  ],
  shoes: [
    'Cushioned insole for all-day comfort',
    'Non-slip rubber outsole',
    'Breathable lining',
    'Lightweight construction',
    'Padded collar and tongue',
  ],
  electronics: [
    'Latest-generation chipset',
    'Fast USB-C charging',
    'Energy-efficient design',
    'Includes all cables in the box',
    'Official warranty and local service',
  ],
  'home-living': [
    'Sturdy, long-lasting materials',
    'Easy to clean',
    'Assembly instructions included',
    'Designed to fit small spaces',
    'Safe, non-toxic finish',
  ],
  'beauty-health': [
    'Dermatologically tested',
    'Free from parabens and sulphates',
    'Cruelty-free formula',
    'Suitable for all skin types',
    'Sealed for freshness',
  ],
  'sports-outdoors': [
    'Weather-resistant build',
    'Tested by athletes',
    'Ergonomic grip',
    'Lightweight and portable',
    'Suitable for beginners and pros',
  ],
  'toys-kids': [
    'Child-safe, non-toxic materials',
    'Rounded edges',
    'Encourages creative play',
    'Easy to clean',
    'Recommended for ages 3+',
  ],
  groceries: [
    'Sourced from trusted local farms',
    'Packed the day it ships',
    'No artificial preservatives',
    'Stored and delivered chilled where needed',
    'Best before date printed on the pack',
  ],
  'books-stationery': [
    'Acid-free paper',
    'Smooth, smudge-free writing',
    'Durable binding',
    'Eco-friendly packaging',
    'Great for school, office and gifts',
  ],
};

function describe(
  name: string,
  spec: LeafCategory,
  brand: string | null,
  features: readonly string[],
): string {
  const by = brand ? ` by <strong>${brand}</strong>` : '';
  return [
    `<p>Meet the <strong>${escapeHtml(name)}</strong>${by}: one of our most-loved ${escapeHtml(spec.name.toLowerCase())}, made for everyday use and built to last.</p>`,
    '<h3>Highlights</h3>',
    `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    '<h3>In the box</h3>',
    `<p>1 × ${escapeHtml(name)}, user guide and our 7-day easy-return card.</p>`,
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}
