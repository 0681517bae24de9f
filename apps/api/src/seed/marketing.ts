import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { type StoreSettings, storeSettings } from '../platform/store-settings.ts';
import { CATEGORY_TREE, SHOPS } from './catalogue.ts';
import type { DemoImages } from './demo-images.ts';
import { insertChunked } from './insert.ts';
import type { ProductFacts, ShopRef } from './products.ts';
import type { Random } from './random.ts';
import { PAYMENT_METHODS } from './reference-data.ts';
import { addDays, startOfDayUtc } from './text.ts';

/**
 * Campaigns with their discounted variations, coupons, shop home sections and every store
 * setting (home blocks, footer, checkout), built on the products already inserted.
 */

export interface MarketingContext {
  db: Executor;
  rnd: Random;
  draw: (make: (i: DemoImages) => Promise<string>) => Promise<string | null>;
  now: Date;
  products: ProductFacts;
  shopRefs: Map<string, ShopRef>;
  categoryIdBySlug: Map<string, number>;
  brandIds: number[];
}

interface CampaignSpec {
  slug: string;
  name: string;
  shop: string;
  shortDescription: string;
  emoji: string;
  from: string;
  to: string;
  /** days from now */
  starts: number;
  ends: number;
  discountType: 'amount' | 'percentage';
  /** basis points, or minor units for amount */
  discount: number;
}

const CAMPAIGNS: CampaignSpec[] = [
  {
    slug: 'mega-summer-sale',
    name: 'Mega Summer Sale',
    shop: 'admin-shop',
    shortDescription: 'Up to 40% off across every department, for a limited time.',
    emoji: 'sparkles',
    from: '#1e3a8a',
    to: '#7c3aed',
    starts: -3,
    ends: 12,
    discountType: 'percentage',
    discount: 2000,
  },
  {
    slug: 'weekend-flash-deals',
    name: 'Weekend Flash Deals',
    shop: 'admin-shop',
    shortDescription: 'Hand-picked flash deals that end this weekend.',
    emoji: 'high-voltage',
    from: '#b91c1c',
    to: '#f97316',
    starts: -1,
    ends: 3,
    discountType: 'percentage',
    discount: 1500,
  },
  {
    slug: 'eid-festival-sale',
    name: 'Eid Festival Sale',
    shop: 'admin-shop',
    shortDescription: 'Festive outfits, gifts and home essentials. Starts soon!',
    emoji: 'wrapped-gift',
    from: '#065f46',
    to: '#0d9488',
    starts: 14,
    ends: 28,
    discountType: 'percentage',
    discount: 2500,
  },
  {
    slug: 'fashion-week-specials',
    name: 'Fashion Week Specials',
    shop: 'urban-threads',
    shortDescription: 'New-season styles at launch prices.',
    emoji: 'dress',
    from: '#7c3aed',
    to: '#db2777',
    starts: -2,
    ends: 9,
    discountType: 'percentage',
    discount: 1500,
  },
  {
    slug: 'tech-fest',
    name: 'Tech Fest',
    shop: 'gadget-galaxy',
    shortDescription: 'Flat savings on laptops, phones and audio.',
    emoji: 'laptop',
    from: '#1d4ed8',
    to: '#06b6d4',
    starts: -4,
    ends: 10,
    discountType: 'amount',
    discount: 2000,
  },
  {
    slug: 'home-makeover-week',
    name: 'Home Makeover Week',
    shop: 'cozy-nest-home',
    shortDescription: 'Refresh every room for less.',
    emoji: 'couch-and-lamp',
    from: '#b45309',
    to: '#f59e0b',
    starts: -1,
    ends: 6,
    discountType: 'percentage',
    discount: 1200,
  },
  {
    slug: 'glow-up-days',
    name: 'Glow Up Days',
    shop: 'glow-beauty-bar',
    shortDescription: 'Beauty favourites with up to 30% off.',
    emoji: 'lipstick',
    from: '#db2777',
    to: '#f472b6',
    starts: -5,
    ends: 5,
    discountType: 'percentage',
    discount: 3000,
  },
  {
    slug: 'fit-for-summer',
    name: 'Fit for Summer',
    shop: 'active-zone-sports',
    shortDescription: 'Gear up for the season with sporty deals.',
    emoji: 'soccer-ball',
    from: '#15803d',
    to: '#84cc16',
    starts: -2,
    ends: 14,
    discountType: 'percentage',
    discount: 1000,
  },
  {
    slug: 'fresh-friday',
    name: 'Fresh Friday',
    shop: 'daily-fresh-market',
    shortDescription: 'Fresh fruit and vegetables at market prices.',
    emoji: 'red-apple',
    from: '#16a34a',
    to: '#22d3ee',
    starts: 0,
    ends: 4,
    discountType: 'percentage',
    discount: 800,
  },
];

/** Each demo campaign's name and short description in Spanish and Arabic. */
export const CAMPAIGN_TRANSLATIONS: Record<string, { es: [string, string]; ar: [string, string] }> = {
  'mega-summer-sale': {
    es: [
      'Gran venta de verano',
      'Hasta un 40 % de descuento en todos los departamentos, por tiempo limitado.',
    ],
    ar: ['تخفيضات الصيف الكبرى', 'خصم يصل إلى 40% على كل الأقسام لفترة محدودة.'],
  },
  'weekend-flash-deals': {
    es: [
      'Ofertas relámpago del fin de semana',
      'Ofertas relámpago seleccionadas que terminan este fin de semana.',
    ],
    ar: ['عروض نهاية الأسبوع الخاطفة', 'عروض خاطفة مختارة تنتهي في نهاية هذا الأسبوع.'],
  },
  'eid-festival-sale': {
    es: ['Rebajas del Eid', 'Ropa de fiesta, regalos y básicos para el hogar. ¡Empieza pronto!'],
    ar: ['تخفيضات عيد الفطر', 'ملابس العيد والهدايا ومستلزمات المنزل. تبدأ قريبًا!'],
  },
  'fashion-week-specials': {
    es: ['Especial semana de la moda', 'Estilos de nueva temporada a precios de lanzamiento.'],
    ar: ['عروض أسبوع الموضة', 'أزياء الموسم الجديد بأسعار الإطلاق.'],
  },
  'tech-fest': {
    es: ['Festival tecnológico', 'Ahorro directo en portátiles, móviles y audio.'],
    ar: ['مهرجان التقنية', 'توفير ثابت على الحواسيب والهواتف والصوتيات.'],
  },
  'home-makeover-week': {
    es: ['Semana para renovar tu hogar', 'Renueva cada habitación por menos.'],
    ar: ['أسبوع تجديد المنزل', 'جدّد كل غرفة بتكلفة أقل.'],
  },
  'glow-up-days': {
    es: ['Días de belleza', 'Tus favoritos de belleza con hasta un 30 % de descuento.'],
    ar: ['أيام التألق', 'منتجات الجمال المفضلة بخصم يصل إلى 30%.'],
  },
  'fit-for-summer': {
    es: ['En forma para el verano', 'Equípate para la temporada con ofertas deportivas.'],
    ar: ['لياقة الصيف', 'استعد للموسم مع عروض رياضية.'],
  },
  'fresh-friday': {
    es: ['Viernes fresco', 'Fruta y verdura fresca a precios de mercado.'],
    ar: ['جمعة الطازج', 'فواكه وخضراوات طازجة بأسعار السوق.'],
  },
};

export async function seedMarketing(ctx: MarketingContext): Promise<{ campaigns: number; coupons: number }> {
  const { rnd, now, products } = ctx;
  const shopId = (slug: string) => ctx.shopRefs.get(slug)!.id;
  // Product ids; their facts are looked up in the compact table.
  const published = products.publishedIds();

  // Campaigns: a variation is in at most one campaign, so discounts never compete.
  const taken = new Set<number>();
  const campaignRows: PgInsertValue<typeof t.campaigns>[] = [];
  const campaignProducts: PgInsertValue<typeof t.campaignProducts>[] = [];
  const campaignProductIds = new Map<string, number[]>();
  const art = await Promise.all(
    CAMPAIGNS.map(async (c) => ({
      banner: await ctx.draw((i) =>
        i.banner(`campaign-${c.slug}`, {
          title: c.name,
          subtitle: c.shortDescription,
          emoji: c.emoji,
          from: c.from,
          to: c.to,
          width: 1600,
          height: 500,
        }),
      ),
      thumbnail: await ctx.draw((i) =>
        i.tallBanner(`campaign-${c.slug}-thumb`, {
          title: c.name,
          subtitle: discountLabel(c),
          emoji: c.emoji,
          from: c.from,
          to: c.to,
        }),
      ),
    })),
  );
  const perCampaign = Math.max(6, Math.min(40, Math.round(published.length / 12)));
  CAMPAIGNS.forEach((c, i) => {
    const id = i + 1;
    const owner = shopId(c.shop);
    const pool = published.filter(
      (p) => !taken.has(p) && (c.shop === 'admin-shop' || products.shopOf(p) === owner),
    );
    const chosen = rnd.sample(pool, perCampaign);
    const startAt = startOfDayUtc(addDays(now, c.starts));
    const endAt = startOfDayUtc(addDays(now, c.ends + 1));
    campaignRows.push({
      id,
      kind: c.shop === 'admin-shop' ? 'mega' : 'seller',
      shopId: owner,
      name: c.name,
      slug: c.slug,
      shortDescription: c.shortDescription,
      thumbnailImage: art[i]!.thumbnail,
      banner: art[i]!.banner,
      startAt,
      endAt,
      isPublished: true,
      defaultDiscountType: c.discountType,
      defaultDiscountValue: c.discount,
      createdAt: addDays(now, c.starts - 7),
    });
    campaignProductIds.set(c.slug, chosen);
    for (const productId of chosen) {
      taken.add(productId);
      // Some products get a deeper cut than the campaign default, as sellers do.
      const boost = rnd.chance(0.2) ? (c.discountType === 'percentage' ? 500 : 1000) : 0;
      for (const v of products.variationsOf(productId)) {
        const value =
          c.discountType === 'percentage'
            ? Math.min(9000, c.discount + boost)
            : Math.min(c.discount + boost, Math.floor(v.price / 3));
        campaignProducts.push({
          campaignId: id,
          productId,
          productVariationId: v.id,
          discountType: c.discountType,
          discountValue: value,
        });
      }
    }
  });
  await insertChunked(ctx.db, t.campaigns, campaignRows);
  await insertChunked(
    ctx.db,
    t.campaignTranslations,
    CAMPAIGNS.flatMap((c, i) => {
      const tr = CAMPAIGN_TRANSLATIONS[c.slug];
      const campaignId = i + 1;
      return tr
        ? [
            { campaignId, langCode: 'es-ES', name: tr.es[0], shortDescription: tr.es[1] },
            { campaignId, langCode: 'ar-SA', name: tr.ar[0], shortDescription: tr.ar[1] },
          ]
        : [];
    }),
  );
  await insertChunked(ctx.db, t.campaignProducts, campaignProducts);

  // Coupons of both discount types, limited by products or categories or neither ----------------
  const leafIdsOf = (rootSlug: string) =>
    CATEGORY_TREE.find((r) => r.slug === rootSlug)!.children.flatMap((m) =>
      m.children.map((l) => ctx.categoryIdBySlug.get(l.slug)!),
    );
  const productsOf = (slug: string, n: number) =>
    rnd.sample(
      published.filter((p) => products.shopOf(p) === shopId(slug)),
      n,
    );
  type CouponSpec = {
    shop: string;
    code: string;
    type: 'amount' | 'percentage';
    value: number;
    freeShipping?: boolean;
    minSpend: number;
    maxDiscount: number | null;
    total: number | null;
    perCustomer: number | null;
    days: [number, number];
    active?: boolean;
    info: string;
    conditions: string[];
    products?: number[];
    categories?: number[];
  };
  const coupons: CouponSpec[] = [
    {
      shop: 'admin-shop',
      code: 'WELCOME10',
      type: 'percentage',
      value: 1000,
      minSpend: 2000,
      maxDiscount: 1500,
      total: 1000,
      perCustomer: 1,
      days: [-30, 60],
      info: '10% off your first order from the Admin Shop',
      conditions: ['Valid once per customer', 'Minimum spend $20', 'Maximum discount $15'],
    },
    {
      shop: 'admin-shop',
      code: 'FREESHIP',
      type: 'amount',
      value: 0,
      freeShipping: true,
      minSpend: 3000,
      maxDiscount: null,
      total: null,
      perCustomer: 3,
      days: [-10, 30],
      info: 'Free delivery on Admin Shop orders over $30',
      conditions: ['Free shipping only; no price discount', 'Minimum spend $30', 'Up to 3 uses per customer'],
    },
    {
      shop: 'admin-shop',
      code: 'TECH25',
      type: 'amount',
      value: 2500,
      minSpend: 20000,
      maxDiscount: null,
      total: 200,
      perCustomer: 1,
      days: [-5, 20],
      info: '$25 off electronics over $200',
      conditions: ['Electronics only', 'Minimum spend $200'],
      categories: leafIdsOf('electronics'),
    },
    {
      shop: 'admin-shop',
      code: 'SPRING23',
      type: 'percentage',
      value: 1500,
      minSpend: 0,
      maxDiscount: 2000,
      total: 500,
      perCustomer: 1,
      days: [-120, -60],
      info: "Last spring's sale (expired)",
      conditions: ['Expired'],
    },
    {
      shop: 'urban-threads',
      code: 'STYLE15',
      type: 'percentage',
      value: 1500,
      minSpend: 3000,
      maxDiscount: 2000,
      total: 300,
      perCustomer: 2,
      days: [-7, 30],
      info: '15% off fashion at Urban Threads',
      conditions: ['Fashion categories only', 'Minimum spend $30', 'Maximum discount $20'],
      categories: leafIdsOf('fashion'),
    },
    {
      shop: 'gadget-galaxy',
      code: 'GADGET50',
      type: 'amount',
      value: 5000,
      minSpend: 50000,
      maxDiscount: null,
      total: 100,
      perCustomer: 1,
      days: [-3, 25],
      info: '$50 off selected gadgets over $500',
      conditions: ['Selected products only', 'Minimum spend $500'],
      products: productsOf('gadget-galaxy', 6),
    },
    {
      shop: 'cozy-nest-home',
      code: 'HOME20',
      type: 'percentage',
      value: 2000,
      minSpend: 10000,
      maxDiscount: null,
      total: null,
      perCustomer: 1,
      days: [-2, 40],
      info: '20% off home orders over $100, no cap',
      conditions: ['Minimum spend $100', 'No maximum discount'],
    },
    {
      shop: 'glow-beauty-bar',
      code: 'GLOW5',
      type: 'amount',
      value: 500,
      minSpend: 2500,
      maxDiscount: null,
      total: 500,
      perCustomer: 2,
      days: [-15, 15],
      info: '$5 off your beauty favourites',
      conditions: ['Selected products only', 'Minimum spend $25'],
      products: productsOf('glow-beauty-bar', 5),
    },
    {
      shop: 'daily-fresh-market',
      code: 'FRESH10',
      type: 'percentage',
      value: 1000,
      freeShipping: true,
      minSpend: 1500,
      maxDiscount: 500,
      total: 1000,
      perCustomer: 5,
      days: [-1, 14],
      info: '10% off and free delivery on fresh groceries',
      conditions: ['Minimum spend $15', 'Maximum discount $5', 'Free delivery included'],
    },
    {
      shop: 'paper-trail',
      code: 'BOOKWORM',
      type: 'amount',
      value: 300,
      minSpend: 1500,
      maxDiscount: null,
      total: 300,
      perCustomer: 1,
      days: [-20, 50],
      info: '$3 off books and stationery',
      conditions: ['Minimum spend $15'],
    },
    {
      shop: 'active-zone-sports',
      code: 'GAMEON',
      type: 'percentage',
      value: 1000,
      minSpend: 5000,
      maxDiscount: 2500,
      total: 250,
      perCustomer: 1,
      days: [-4, 26],
      info: '10% off sports gear over $50',
      conditions: ['Minimum spend $50', 'Maximum discount $25'],
    },
    {
      shop: 'little-wonders',
      code: 'KIDS5',
      type: 'amount',
      value: 500,
      minSpend: 3000,
      maxDiscount: null,
      total: null,
      perCustomer: 2,
      days: [-6, 35],
      info: '$5 off toys and baby things over $30',
      conditions: ['Minimum spend $30', 'Up to 2 uses per customer'],
    },
    {
      shop: 'sole-society',
      code: 'STEPUP',
      type: 'percentage',
      value: 1200,
      minSpend: 4000,
      maxDiscount: 1500,
      total: 200,
      perCustomer: 1,
      days: [-10, 20],
      active: false,
      info: 'Paused by the seller',
      conditions: ['Minimum spend $40'],
    },
  ];
  const couponBanners = await Promise.all(
    coupons.map((c) => {
      const shop = SHOPS.find((s) => s.slug === c.shop)!;
      return ctx.draw((i) =>
        i.banner(`coupon-${c.code.toLowerCase()}`, {
          title: c.code,
          subtitle: c.info,
          emoji: 'admission-tickets',
          from: shop.color,
          to: shop.accent,
          width: 1200,
          height: 500,
        }),
      );
    }),
  );
  await insertChunked(
    ctx.db,
    t.coupons,
    coupons.map((c, i) => ({
      id: i + 1,
      shopId: shopId(c.shop),
      code: c.code,
      discountType: c.type,
      discountValue: c.value,
      isFreeShipping: c.freeShipping ?? false,
      startAt: startOfDayUtc(addDays(now, c.days[0])),
      endAt: startOfDayUtc(addDays(now, c.days[1])),
      minSpend: c.minSpend,
      maxDiscountAmount: c.maxDiscount,
      totalUsageLimit: c.total,
      customerUsageLimit: c.perCustomer,
      isActive: c.active ?? true,
      banner: couponBanners[i] ?? null,
      info: c.info,
      createdAt: addDays(now, c.days[0] - 1),
    })),
  );
  await insertChunked(
    ctx.db,
    t.couponConditions,
    coupons.flatMap((c, i) => c.conditions.map((text, sort) => ({ couponId: i + 1, text, sort }))),
  );
  await insertChunked(
    ctx.db,
    t.couponProducts,
    coupons.flatMap((c, i) => (c.products ?? []).map((productId) => ({ couponId: i + 1, productId }))),
  );
  await insertChunked(
    ctx.db,
    t.couponCategories,
    coupons.flatMap((c, i) => (c.categories ?? []).map((categoryId) => ({ couponId: i + 1, categoryId }))),
  );

  // Shop home sections --------------------------------------------------------------------------
  const sections: PgInsertValue<typeof t.shopSections>[] = [];
  const sectionTitles: PgInsertValue<typeof t.shopSectionTranslations>[] = [];
  let sectionId = 0;
  for (const [i, s] of SHOPS.entries()) {
    const id = i + 1;
    const own = published.filter((p) => products.shopOf(p) === id);
    // Pictures without drawn text: a shop section's banner has no text of its own to translate
    // (the seller's picture is the seller's content), and drawn words were cropped on phones.
    const wide = await ctx.draw((img) =>
      img.backdrop(`shop-${s.slug}-wide`, {
        emoji: s.emoji,
        from: s.accent,
        to: s.color,
        width: 1600,
        height: 400,
      }),
    );
    const box1 = await ctx.draw((img) =>
      img.backdrop(`shop-${s.slug}-box1`, {
        emoji: s.emoji,
        from: s.color,
        to: s.accent,
        width: 1200,
        height: 600,
      }),
    );
    const box2 = await ctx.draw((img) =>
      img.backdrop(`shop-${s.slug}-box2`, {
        emoji: 'glowing-star',
        from: s.accent,
        to: s.color,
        width: 1200,
        height: 600,
      }),
    );
    const topPicks = rnd.sample(own, 8);
    const bestSellers = [...own].sort((a, b) => products.salesOf(b) - products.salesOf(a)).slice(0, 8);
    const add = (
      type: 'products' | 'full-width-banner' | 'boxed-width-banner',
      title: string,
      values: unknown,
      es?: string,
      ar?: string,
    ) => {
      const sid = ++sectionId;
      sections.push({
        id: sid,
        shopId: id,
        type,
        title,
        values,
        sort: sections.filter((x) => x.shopId === id).length + 1,
      });
      if (es) sectionTitles.push({ shopSectionId: sid, langCode: 'es-ES', title: es });
      if (ar) sectionTitles.push({ shopSectionId: sid, langCode: 'ar-SA', title: ar });
    };
    add('products', 'Top Picks', { products: topPicks }, 'Selección destacada', 'اختياراتنا');
    add('full-width-banner', '', { link: `/shops/${s.slug}/products`, banners: wide ? [wide] : [] });
    add('boxed-width-banner', '', {
      box1Link: `/shops/${s.slug}/products?sortBy=newest`,
      box1Banners: box1 ? [box1] : [],
      box2Link: `/shops/${s.slug}/products`,
      box2Banners: box2 ? [box2] : [],
    });
    add('products', 'Best Sellers', { products: bestSellers }, 'Más vendidos', 'الأكثر مبيعاً');
  }
  await insertChunked(ctx.db, t.shopSections, sections);
  await insertChunked(ctx.db, t.shopSectionTranslations, sectionTitles);

  // Store settings ----------------------------------------------------------------------------------
  const settings = await buildSettings(ctx, campaignProductIds, published);
  await insertChunked(
    ctx.db,
    t.settings,
    // a null setting has no row: its default is "as the environment says"
    Object.entries(settings)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => ({ key, value })),
  );
  return { campaigns: campaignRows.length, coupons: coupons.length };
}

/** A text of the home in English, Spanish and Arabic: [title, subtitle, call to action]. */
type Lines = [string, ...string[]];
interface HomeCopy {
  en: Lines;
  es: Lines;
  ar: Lines;
}

/** The demo home's own texts (block titles, banners, promo tiles, about block) in every language. */
export const HOME_COPY = {
  megaSummerSale: {
    en: ['Mega Summer Sale', 'Up to 40% off across every department', 'Shop now'],
    es: ['Gran venta de verano', 'Hasta un 40 % de descuento en todos los departamentos', 'Comprar ahora'],
    ar: ['تخفيضات الصيف الكبرى', 'خصم يصل إلى 40% على كل الأقسام', 'تسوّق الآن'],
  },
  newTech: {
    en: ['The new tech is here', 'Latest laptops, phones and headphones', 'Explore'],
    es: ['Llega la nueva tecnología', 'Los últimos portátiles, móviles y auriculares', 'Descubrir'],
    ar: ['وصلت أحدث التقنيات', 'أحدث الحواسيب والهواتف والسماعات', 'استكشف'],
  },
  freshGroceries: {
    en: ['Fresh groceries in 24 hours', 'Farm-fresh fruit and vegetables', 'Order now'],
    es: ['Alimentos frescos en 24 horas', 'Fruta y verdura recién llegadas del campo', 'Pedir ahora'],
    ar: ['بقالة طازجة خلال 24 ساعة', 'فواكه وخضراوات طازجة من المزرعة', 'اطلب الآن'],
  },
  freeDelivery: {
    en: ['Free delivery over $30', 'On every Admin Shop order, all over Bangladesh'],
    es: ['Envío gratis a partir de $30', 'En todos los pedidos de Admin Shop, en todo Bangladés'],
    ar: ['توصيل مجاني للطلبات فوق $30', 'على كل طلبات Admin Shop في جميع أنحاء بنغلاديش'],
  },
  sneakers: {
    en: ['Sneakers', 'From $35'],
    es: ['Zapatillas', 'Desde $35'],
    ar: ['أحذية رياضية', 'ابتداءً من $35'],
  },
  watches: {
    en: ['Watches', 'Gift ideas'],
    es: ['Relojes', 'Ideas para regalar'],
    ar: ['ساعات', 'أفكار للهدايا'],
  },
  beauty: {
    en: ['Beauty', 'Up to 30% off'],
    es: ['Belleza', 'Hasta un 30 % de descuento'],
    ar: ['الجمال', 'خصم حتى 30%'],
  },
  toys: {
    en: ['Toys', 'For happy kids'],
    es: ['Juguetes', 'Para niños felices'],
    ar: ['ألعاب', 'لأطفال سعداء'],
  },
  workFromHome: {
    en: ['Work from home', 'Monitors, keyboards and chairs'],
    es: ['Teletrabajo', 'Monitores, teclados y sillas'],
    ar: ['العمل من المنزل', 'شاشات ولوحات مفاتيح وكراسٍ'],
  },
  outdoor: {
    en: ['Outdoor season', 'Tents, bikes and more'],
    es: ['Temporada al aire libre', 'Tiendas de campaña, bicis y más'],
    ar: ['موسم الرحلات', 'خيام ودراجات والمزيد'],
  },
  coupons: {
    en: ['Coupons', 'Save more at checkout'],
    es: ['Cupones', 'Ahorra más al pagar'],
    ar: ['القسائم', 'وفّر أكثر عند الدفع'],
  },
  hotDeals: {
    en: ['Hot deals', 'Discounts that end soon'],
    es: ['Ofertas destacadas', 'Descuentos que terminan pronto'],
    ar: ['عروض ساخنة', 'خصومات تنتهي قريبًا'],
  },
  topBrands: {
    en: ['Top brands', 'Genuine products'],
    es: ['Mejores marcas', 'Productos originales'],
    ar: ['أفضل الماركات', 'منتجات أصلية'],
  },
  techDeals: {
    en: ['Tech deals', 'Laptops, phones, audio'],
    es: ['Ofertas tecnológicas', 'Portátiles, móviles, audio'],
    ar: ['عروض التقنية', 'حواسيب وهواتف وصوتيات'],
  },
  styleEdit: {
    en: ['Style edit', 'New-season fashion'],
    es: ['Selección de estilo', 'Moda de nueva temporada'],
    ar: ['مختارات الأناقة', 'أزياء الموسم الجديد'],
  },
  homeRefresh: {
    en: ['Home refresh', 'Furniture and decor'],
    es: ['Renueva tu hogar', 'Muebles y decoración'],
    ar: ['جدّد منزلك', 'أثاث وديكور'],
  },
  editorsPicks: {
    en: ["Editor's picks", 'Loved by our team'],
    es: ['Selección del editor', 'Los favoritos de nuestro equipo'],
    ar: ['اختيارات المحرر', 'المفضّلة لدى فريقنا'],
  },
  bestSellers: { en: ['Best sellers'], es: ['Más vendidos'], ar: ['الأكثر مبيعًا'] },
  dealsOfTheWeek: { en: ['Deals of the week'], es: ['Ofertas de la semana'], ar: ['عروض الأسبوع'] },
  about: {
    en: [
      'Everything you need, from shops you can trust',
      'A marketplace of independent sellers',
      'We bring hundreds of verified sellers together in one place, so you can compare, choose and pay in one checkout. Every shop is reviewed before it goes live, every order is tracked from the warehouse to your door, and our support team is here seven days a week.',
    ],
    es: [
      'Todo lo que necesitas, de tiendas de confianza',
      'Un mercado de vendedores independientes',
      'Reunimos a cientos de vendedores verificados en un solo lugar, para que compares, elijas y pagues en una sola compra. Revisamos cada tienda antes de que empiece a vender, seguimos cada pedido desde el almacén hasta tu puerta y nuestro equipo de atención te ayuda los siete días de la semana.',
    ],
    ar: [
      'كل ما تحتاجه من متاجر موثوقة',
      'سوق للبائعين المستقلين',
      'نجمع مئات البائعين الموثوقين في مكان واحد، لتقارن وتختار وتدفع في عملية شراء واحدة. نراجع كل متجر قبل أن يبدأ البيع، ونتابع كل طلب من المستودع حتى باب منزلك، وفريق الدعم لدينا في خدمتك طوال أيام الأسبوع.',
    ],
  },
  copyright: {
    en: ['Storefront. All rights reserved.'],
    es: ['Storefront. Todos los derechos reservados.'],
    ar: ['Storefront. جميع الحقوق محفوظة.'],
  },
} satisfies Record<string, HomeCopy>;

function discountLabel(c: CampaignSpec): string {
  return c.discountType === 'percentage'
    ? `Up to ${Math.round((c.discount + 500) / 100)}% off`
    : `Save $${c.discount / 100}`;
}

/** A footer quick link with its title in Spanish and Arabic. */
function quickLink(title: string, url: string, es: string, ar: string) {
  return { title, url, translations: { 'es-ES': { title: es }, 'ar-SA': { title: ar } } };
}

async function buildSettings(
  ctx: MarketingContext,
  campaignProductIds: Map<string, number[]>,
  published: number[],
): Promise<StoreSettings> {
  const { rnd, draw } = ctx;
  /** A home banner: its picture (drawn without text) with its text in the three languages. */
  const slide = async (
    key: string,
    copy: HomeCopy,
    look: { emoji: string; from: string; to: string; width: number; height: number },
    url: string,
  ) => ({
    image: (await draw((i) => i.backdrop(key, look))) ?? '',
    url,
    title: copy.en[0],
    subtitle: copy.en[1] ?? '',
    cta: copy.en[2] ?? '',
    translations: {
      'es-ES': { title: copy.es[0], subtitle: copy.es[1] ?? '', cta: copy.es[2] ?? '' },
      'ar-SA': { title: copy.ar[0], subtitle: copy.ar[1] ?? '', cta: copy.ar[2] ?? '' },
    },
  });
  const banners = (list: Promise<StoreSettings['homeSliders'][number]>[]) => Promise.all(list);

  const cat = (slug: string) => ctx.categoryIdBySlug.get(slug)!;
  const rootIds = CATEGORY_TREE.map((r) => cat(r.slug));
  const { products } = ctx;
  const newest = [...published].sort((a, b) => products.createdAtOf(b) - products.createdAtOf(a));
  const bySales = [...published].sort((a, b) => products.salesOf(b) - products.salesOf(a));
  const pickIds = (list: number[], n: number) => list.slice(0, n);

  const categoryRows = await Promise.all(
    [
      { slug: 'electronics', copy: HOME_COPY.techDeals, emoji: 'headphone', from: '#1d4ed8', to: '#06b6d4' },
      { slug: 'fashion', copy: HOME_COPY.styleEdit, emoji: 'dress', from: '#7c3aed', to: '#db2777' },
      {
        slug: 'home-living',
        copy: HOME_COPY.homeRefresh,
        emoji: 'couch-and-lamp',
        from: '#b45309',
        to: '#f59e0b',
      },
    ].map(async (c) => ({
      categoryId: cat(c.slug),
      image: (await draw((i) => i.tallBackdrop(`home-category-${c.slug}`, c))) ?? '',
      url: `/categories/${c.slug}`,
      title: c.copy.en[0],
      subtitle: c.copy.en[1] ?? '',
      translations: {
        'es-ES': { title: c.copy.es[0], subtitle: c.copy.es[1] ?? '' },
        'ar-SA': { title: c.copy.ar[0], subtitle: c.copy.ar[1] ?? '' },
      },
    })),
  );
  const year = ctx.now.getUTCFullYear();
  const texts = (pick: (c: HomeCopy) => Lines) => ({
    homeProductSectionOneTitle: pick(HOME_COPY.bestSellers)[0],
    homeProductSectionTwoTitle: pick(HOME_COPY.dealsOfTheWeek)[0],
    homeFeaturedProductTitle: pick(HOME_COPY.editorsPicks)[0],
    homeFeaturedProductSubTitle: pick(HOME_COPY.editorsPicks)[1] ?? '',
    homeAboutUsTitle: pick(HOME_COPY.about)[0],
    homeAboutUsSubTitle: pick(HOME_COPY.about)[1] ?? '',
    homeAboutUsText: pick(HOME_COPY.about)[2] ?? '',
    homeFooterCopyrightText: `© ${year} ${pick(HOME_COPY.copyright)[0]}`,
  });
  const wide = { width: 1600, height: 600 };

  const settings: StoreSettings = {
    homeBlockOrder: [],
    homeHiddenBlocks: [],
    homeSliders: await banners([
      slide(
        'home-slider-1',
        HOME_COPY.megaSummerSale,
        { emoji: 'sparkles', from: '#1e3a8a', to: '#7c3aed', ...wide },
        '/campaigns/mega-summer-sale',
      ),
      slide(
        'home-slider-2',
        HOME_COPY.newTech,
        { emoji: 'laptop', from: '#0f172a', to: '#2563eb', ...wide },
        '/categories/electronics',
      ),
      slide(
        'home-slider-3',
        HOME_COPY.freshGroceries,
        { emoji: 'shopping-cart', from: '#15803d', to: '#22d3ee', ...wide },
        '/categories/groceries',
      ),
    ]),
    homeVideos: [],
    homeFullWidthBanners: await banners([
      slide(
        'home-full-1',
        HOME_COPY.freeDelivery,
        { emoji: 'delivery-truck', from: '#0f766e', to: '#22c55e', width: 1600, height: 300 },
        '/shops/admin-shop',
      ),
    ]),
    homeFourBannersRow: await banners(
      (
        [
          ['home-four-1', HOME_COPY.sneakers, 'running-shoe', '#0f766e', '#0ea5e9', '/categories/sneakers'],
          ['home-four-2', HOME_COPY.watches, 'watch', '#334155', '#64748b', '/categories/watches'],
          ['home-four-3', HOME_COPY.beauty, 'lipstick', '#db2777', '#f472b6', '/categories/beauty-health'],
          ['home-four-4', HOME_COPY.toys, 'teddy-bear', '#ea580c', '#facc15', '/categories/toys-kids'],
        ] as const
      ).map(([key, copy, emoji, from, to, url]) =>
        slide(key, copy, { emoji, from, to, width: 800, height: 500 }, url),
      ),
    ),
    homeTwoBannersRow: await banners([
      slide(
        'home-two-1',
        HOME_COPY.workFromHome,
        { emoji: 'desktop-computer', from: '#1e3a8a', to: '#3b82f6', width: 1200, height: 500 },
        '/products?tag=work-from-home',
      ),
      slide(
        'home-two-2',
        HOME_COPY.outdoor,
        { emoji: 'tent', from: '#166534', to: '#84cc16', width: 1200, height: 500 },
        '/categories/outdoor',
      ),
    ]),
    homeThreeBannersRow: await banners(
      (
        [
          ['home-three-1', HOME_COPY.coupons, 'admission-tickets', '#7c3aed', '#a855f7', '/coupons'],
          ['home-three-2', HOME_COPY.hotDeals, 'fire', '#b91c1c', '#f97316', '/discounts'],
          ['home-three-3', HOME_COPY.topBrands, 'glowing-star', '#0f172a', '#475569', '/brands'],
        ] as const
      ).map(([key, copy, emoji, from, to, url]) =>
        slide(key, copy, { emoji, from, to, width: 1000, height: 500 }, url),
      ),
    ),
    showHomeFeaturedCategories: '1',
    homeFeaturedCategories: [
      ...rootIds,
      ...['laptops', 'smartphones', 'sneakers', 'dresses', 'headphones', 'fruits'].map(cat),
    ],
    showHomeFeaturedProducts: '1',
    homeFeaturedProducts: pickIds(rnd.shuffle(published), 8),
    homeFeaturedProductBanner:
      (await draw((i) =>
        i.tallBackdrop('home-featured', { emoji: 'glowing-star', from: '#005bff', to: '#7c3aed' }),
      )) ?? '',
    homeFeaturedProductLink: '/products?sortBy=newest',
    showHomeFlashSale: '1',
    homeFlashSaleCampaign: 1,
    showHomeProductSectionOne: '1',
    homeProductSectionOne: pickIds(bySales, 10),
    showHomeProductSectionTwo: '1',
    homeProductSectionTwo: (campaignProductIds.get('weekend-flash-deals') ?? []).slice(0, 10),
    showHomeTrendyProducts: '1',
    homeTrendyProducts: pickIds(rnd.shuffle(newest.slice(0, 60)), 10),
    showHomeFeaturedShops: '1',
    homeFeaturedShops: SHOPS.map((_, i) => i + 1),
    showHomeFeaturedBrands: '1',
    homeFeaturedBrands: ctx.brandIds.slice(0, 16),
    homeCategoryProducts: categoryRows,
    showHomeMainCategories: '1',
    homeMainCategories: rootIds,
    showHomeAboutUsSection: '1',
    ...texts((c) => c.en),
    homeTextTranslations: { 'es-ES': texts((c) => c.es), 'ar-SA': texts((c) => c.ar) },
    homeAboutUsImage:
      (await draw((i) =>
        i.scene('home-about-us', ['shopping-bags', 'package', 'delivery-truck'], '#e0e7ff', '#fce7f3'),
      )) ?? '',
    homeFooterLogo:
      (await draw((i) => i.wordmark('footer-logo', 'Storefront', 'shopping-bags', '#005bff'))) ?? '',
    homeFooterCustomerSupport: '+880 1700-000000',
    homeFooterAddress: 'House 12, Road 7, Gulshan 1, Dhaka 1212, Bangladesh',
    homeFooterEmail: 'support@storefront.test',
    showFacebookLink: '1',
    homeFooterFacebookLink: 'https://www.facebook.com/storefront',
    showTwitterLink: '1',
    homeFooterTwitterLink: 'https://x.com/storefront',
    showInstagramLink: '1',
    homeFooterInstagramLink: 'https://www.instagram.com/storefront',
    showYoutubeLink: '1',
    homeFooterYoutubeLink: 'https://www.youtube.com/@storefront',
    showLinkedInLink: '0',
    homeFooterLinkedInLink: 'https://www.linkedin.com/company/storefront',
    showPlayStoreLink: '1',
    homeFooterPlayStoreLink: 'https://play.google.com/store/apps/details?id=test.storefront',
    showAppStoreLink: '0',
    homeFooterAppStoreLink: 'https://apps.apple.com/app/storefront/id000000000',
    homeFooterQuickLinks: [
      quickLink('About Us', '/pages/about-us', 'Sobre nosotros', 'من نحن'),
      quickLink('FAQ', '/pages/faq', 'Preguntas frecuentes', 'الأسئلة الشائعة'),
      quickLink('Track Order', '/orders/track', 'Seguir pedido', 'تتبع الطلب'),
      quickLink('Coupons', '/coupons', 'Cupones', 'القسائم'),
      quickLink('Become a Seller', '/seller/signup', 'Vende con nosotros', 'كن بائعًا'),
    ],
    homeFooterPopularTags: ['summer', 'gift-idea', 'work-from-home', 'organic', 'gaming', 'new-arrival'],
    homeFooterSecuredPayments:
      (await draw((i) =>
        i.paymentStrip('secured-payments', [
          { label: 'VISA', color: '#1a1f71' },
          { label: 'Mastercard', color: '#eb001b' },
          { label: 'PayPal', color: '#003087' },
          { label: 'Stripe', color: '#635bff' },
          { label: 'Cash', color: '#16a34a' },
        ]),
      )) ?? '',
    paymentMethods: PAYMENT_METHODS,
    codAvailable: '1',
    orderCodePrefix: '#',
    orderCodeStartsFrom: 10001,
    phoneVerification: '1',
    adminCommissionPercentage: 10,
    siteLogo: (await draw((i) => i.wordmark('site-logo', 'Storefront', 'shopping-bags', '#005bff'))) ?? '',
    siteFavicon: (await draw((i) => i.icon('favicon', 'shopping-bags', '#005bff'))) ?? '',
    // as the environment says until an operator sets them (decision on store settings)
    appName: null,
    appMode: null,
    primaryColor: null,
    currencyCode: null,
    currencySymbol: null,
    currencyPosition: null,
    defaultLanguage: null,
  };
  // The schema is the contract: fail the seed rather than write a setting the API cannot read.
  return storeSettings.parse(settings);
}
