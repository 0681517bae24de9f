import { availableParallelism } from 'node:os';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import { icons } from '@iconify-json/fluent-emoji';
import sharp from 'sharp';
import { imageVariantsExist, saveImageVariants, saveSquareIcon, variantKey } from '../platform/images.ts';
import type { Storage } from '../platform/storage.ts';

/**
 * Demo pictures made locally, without any download: 3D-style emoji from @iconify-json/fluent-emoji
 * rasterised once, placed on soft gradients (and hue-shifted for colour variations), plus text
 * rendered by librsvg with a generic font family. Every picture is cached by its storage key:
 * when all its widths exist it is not drawn again, so a second seed is fast.
 */

/** A soft background for product shots: two gradient stops. */
export interface Tint {
  key: string;
  from: string;
  to: string;
}

export const SOFT_TINTS: Tint[] = [
  { key: 'sky', from: '#f0f9ff', to: '#bae6fd' },
  { key: 'mint', from: '#f0fdf4', to: '#bbf7d0' },
  { key: 'peach', from: '#fff7ed', to: '#fed7aa' },
  { key: 'lavender', from: '#f5f3ff', to: '#ddd6fe' },
  { key: 'rose', from: '#fff1f2', to: '#fecdd3' },
  { key: 'sand', from: '#fefce8', to: '#fde68a' },
];

/** The three soft backgrounds an emoji is shown on, fixed by its name so pictures are shared. */
export function tintsFor(emoji: string): Tint[] {
  let h = 0;
  for (const c of emoji) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return [0, 2, 4].map((step) => SOFT_TINTS[(h + step) % SOFT_TINTS.length]!);
}

/** A colour variation: the emoji is shifted towards `hue` (or greyed) on a background of that colour. */
export interface ColorTint {
  key: string;
  code: string;
  hue: number | null;
}

const EMOJI_RASTER = 512;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` with white (`amount` 0..1 of white). */
export function lighten(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount]);
}

/** Mixes `hex` with black (`amount` 0..1 of black). */
export function darken(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r * (1 - amount), g * (1 - amount), b * (1 - amount)]);
}

function hueOf([r, g, b]: [number, number, number]): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** SVG markup of an emoji icon, ids made unique so two icons can share a document. */
export function emojiSvg(name: string, size: number): string {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`Unknown emoji icon: ${name}`);
  const svg = iconToSVG(data);
  const body = replaceIDs(svg.body);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${svg.attributes.viewBox}">${body}</svg>`;
}

/** Limits how many pictures are drawn at once (sharp already uses every core per picture). */
function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export interface DemoImageStats {
  drawn: number;
  cached: number;
}

export class DemoImages {
  readonly stats: DemoImageStats = { drawn: 0, cached: 0 };
  private readonly pending = new Map<string, Promise<string>>();
  private readonly rasters = new Map<string, Promise<Buffer>>();
  private readonly limit = createLimiter(Math.max(2, availableParallelism() + 1));

  constructor(private readonly storage: Storage) {}

  /** Draws (or reuses) the picture stored under `keyBase` and returns its URL. */
  private image(keyBase: string, draw: () => Promise<string>): Promise<string> {
    return this.stored(
      keyBase,
      () => imageVariantsExist(this.storage, keyBase),
      () => this.storage.url(variantKey(keyBase, 800)),
      async () => saveImageVariants(this.storage, keyBase, await draw()),
    );
  }

  /** Once per run and key: the stored file's URL when it `exists`, else what `save` stores. */
  private stored(
    key: string,
    exists: () => Promise<boolean>,
    url: () => string,
    save: () => Promise<string>,
  ): Promise<string> {
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.limit(async () => {
        if (await exists()) {
          this.stats.cached++;
          return url();
        }
        const saved = await save();
        this.stats.drawn++;
        return saved;
      });
      this.pending.set(key, promise);
    }
    return promise;
  }

  /** The emoji as a transparent PNG, rasterised once per run. */
  private raster(name: string): Promise<Buffer> {
    let promise = this.rasters.get(name);
    if (!promise) {
      promise = sharp(Buffer.from(emojiSvg(name, EMOJI_RASTER)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      this.rasters.set(name, promise);
    }
    return promise;
  }

  /** An `<image>` element with the emoji as a data URI, recoloured for a colour variation. */
  private async emojiImage(name: string, x: number, y: number, size: number, color?: ColorTint) {
    let png = await this.raster(name);
    if (color) {
      const pipeline = sharp(png);
      if (color.hue === null) {
        const [r, g, b] = hexToRgb(color.code);
        const light = (r + g + b) / 765;
        pipeline.modulate({ saturation: 0.08, brightness: light > 0.5 ? 1.35 : 0.45 });
      } else {
        // Rotate the emoji's main hue onto the colour; greyish emoji are tinted instead.
        const { dominant } = await sharp(png).stats();
        const rgb: [number, number, number] = [dominant.r, dominant.g, dominant.b];
        if (Math.max(...rgb) - Math.min(...rgb) > 40) {
          pipeline.modulate({ hue: Math.round(color.hue - hueOf(rgb) + 360) % 360, saturation: 1.1 });
        } else {
          pipeline.tint(color.code);
        }
      }
      png = await pipeline.png({ compressionLevel: 1 }).toBuffer();
    }
    return `<image x="${x}" y="${y}" width="${size}" height="${size}" href="data:image/png;base64,${png.toString('base64')}"/>`;
  }

  /** A square product shot: the emoji over a soft floor shadow on a gradient. */
  productShot(emoji: string, tint: Tint | ColorTint): Promise<string> {
    const color = 'code' in tint ? tint : undefined;
    // White and black products need a neutral grey backdrop to stand out.
    const neutral = color?.hue === null;
    const from = color ? (neutral ? '#f8fafc' : lighten(color.code, 0.93)) : (tint as Tint).from;
    const to = color ? (neutral ? '#cbd5e1' : lighten(color.code, 0.65)) : (tint as Tint).to;
    return this.image(`demo/products/${emoji}-${tint.key}`, async () => {
      const art = await this.emojiImage(emoji, 150, 120, 500, color);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
  <defs>
    <radialGradient id="bg" cx="35%" cy="28%" r="90%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>
    <radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="400" cy="665" rx="230" ry="32" fill="url(#floor)"/>
  ${art}
</svg>`;
    });
  }

  /** A colour swatch: a glossy disc of the colour. */
  swatch(key: string, code: string): Promise<string> {
    return this.image(`demo/swatches/${key}`, async () => {
      const edge = darken(code, 0.25);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <defs><radialGradient id="g" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="${lighten(code, 0.35)}"/><stop offset="0.6" stop-color="${code}"/><stop offset="1" stop-color="${edge}"/></radialGradient></defs>
  <rect width="400" height="400" fill="#ffffff"/>
  <circle cx="200" cy="200" r="170" fill="url(#g)" stroke="${edge}" stroke-width="4"/>
</svg>`;
    });
  }

  /** A text wordmark on a white card, in the brand colour. */
  brandLogo(slug: string, name: string, color: string): Promise<string> {
    return this.image(`demo/brands/${slug}`, async () => {
      const size = name.length > 11 ? 64 : 80;
      return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400">
  <rect width="800" height="400" fill="#ffffff"/>
  <rect x="40" y="40" width="720" height="320" rx="36" fill="${lighten(color, 0.92)}"/>
  <text x="400" y="220" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="${size}" letter-spacing="2" fill="${color}">${escapeXml(name.toUpperCase())}</text>
  <rect x="340" y="256" width="120" height="8" rx="4" fill="${color}" opacity="0.55"/>
</svg>`;
    });
  }

  /** A round logo: initials on the shop colour with its emoji as a badge. */
  shopLogo(slug: string, name: string, emoji: string, color: string): Promise<string> {
    return this.image(`demo/shops/${slug}-logo`, async () => {
      const initials = name
        .split(/\s+/)
        .filter((w) => /^[A-Za-z]/.test(w))
        .slice(0, 2)
        .map((w) => w[0]!.toUpperCase())
        .join('');
      const art = await this.emojiImage(emoji, 500, 500, 220);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(color, 0.15)}"/><stop offset="1" stop-color="${darken(color, 0.2)}"/></linearGradient></defs>
  <rect width="800" height="800" fill="#ffffff"/>
  <circle cx="400" cy="400" r="380" fill="url(#g)"/>
  <text x="360" y="470" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="260" fill="#ffffff">${escapeXml(initials)}</text>
  <circle cx="610" cy="610" r="140" fill="#ffffff"/>
  ${art}
</svg>`;
    });
  }

  /**
   * A wide banner: gradient, title and subtitle on the left, the emoji on the right.
   * `width`×`height` sets the aspect ratio (the stored widths are 200, 400 and 800).
   */
  banner(
    key: string,
    opts: {
      title: string;
      subtitle?: string;
      cta?: string;
      emoji: string;
      from: string;
      to: string;
      width: number;
      height: number;
    },
  ): Promise<string> {
    return this.image(`demo/banners/${key}`, async () => {
      const { width: w, height: h } = opts;
      const art = Math.round(h * 0.78);
      const image = await this.emojiImage(
        opts.emoji,
        w - art - Math.round(h * 0.15),
        Math.round((h - art) / 2),
        art,
      );
      const x = Math.round(h * 0.16);
      // Text must end before the picture; bold sans glyphs average about 0.62 em.
      const room = w - art - h * 0.25 - x;
      const titleSize = Math.round(Math.min(h * 0.17, room / (0.64 * opts.title.length)));
      const subSize = Math.round(
        Math.min(h * 0.075, titleSize * 0.6, room / (0.55 * (opts.subtitle?.length ?? 1))),
      );
      const top = Math.round(h * 0.42);
      const cta = opts.cta
        ? `<rect x="${x}" y="${top + subSize * 2.2}" width="${opts.cta.length * subSize * 0.62 + subSize * 2}" height="${subSize * 2.1}" rx="${subSize}" fill="#ffffff"/>
  <text x="${x + subSize}" y="${top + subSize * 3.6}" font-family="sans-serif" font-weight="700" font-size="${subSize}" fill="${darken(opts.from, 0.1)}">${escapeXml(opts.cta)}</text>`
        : '';
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w - art / 2 - h * 0.15}" cy="${h / 2}" r="${art * 0.55}" fill="#ffffff" opacity="0.16"/>
  <circle cx="${w * 0.08}" cy="${h * 1.05}" r="${h * 0.45}" fill="#ffffff" opacity="0.07"/>
  <text x="${x}" y="${top}" font-family="sans-serif" font-weight="800" font-size="${titleSize}" fill="#ffffff">${escapeXml(opts.title)}</text>
  ${opts.subtitle ? `<text x="${x}" y="${top + subSize * 1.5}" font-family="sans-serif" font-size="${subSize}" fill="#ffffff" opacity="0.92">${escapeXml(opts.subtitle)}</text>` : ''}
  ${cta}
  ${image}
</svg>`;
    });
  }

  /**
   * A wide banner's picture WITHOUT text: gradient and light circles, the emoji at the end side.
   * The storefront lays the banner's title, subtitle and call to action over it as HTML (so they
   * translate and stay readable at any width); it mirrors the picture in right-to-left pages, and
   * the start side is left plain for the text.
   */
  backdrop(key: string, opts: { emoji: string; from: string; to: string; width: number; height: number }) {
    return this.image(`demo/banners/plain-${key}`, async () => {
      const { width: w, height: h } = opts;
      const art = Math.round(Math.min(h * 0.72, w * 0.36));
      const image = await this.emojiImage(
        opts.emoji,
        w - art - Math.round(Math.min(h, w) * 0.08),
        Math.round((h - art) / 2),
        art,
      );
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w - art / 2 - Math.min(h, w) * 0.08}" cy="${h / 2}" r="${art * 0.58}" fill="#ffffff" opacity="0.16"/>
  <circle cx="${w * 0.08}" cy="${h * 1.05}" r="${h * 0.45}" fill="#ffffff" opacity="0.07"/>
  ${image}
</svg>`;
    });
  }

  /** A portrait promo card's picture WITHOUT text (the storefront writes its text at the top). */
  tallBackdrop(key: string, opts: { emoji: string; from: string; to: string }) {
    return this.image(`demo/banners/plain-${key}`, async () => {
      const image = await this.emojiImage(opts.emoji, 150, 560, 500);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
  <rect width="800" height="1200" fill="url(#g)"/>
  <circle cx="400" cy="810" r="300" fill="#ffffff" opacity="0.15"/>
  ${image}
</svg>`;
    });
  }

  /** A portrait promo card (featured product banner, category rows). */
  tallBanner(
    key: string,
    opts: { title: string; subtitle: string; emoji: string; from: string; to: string },
  ) {
    return this.image(`demo/banners/${key}`, async () => {
      const image = await this.emojiImage(opts.emoji, 150, 520, 500);
      // Fit the title in the 800 px width (bold sans glyphs average about 0.64 em).
      const titleSize = Math.round(Math.min(84, 740 / (0.64 * opts.title.length)));
      return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
  <rect width="800" height="1200" fill="url(#g)"/>
  <text x="400" y="210" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="${titleSize}" fill="#ffffff">${escapeXml(opts.title)}</text>
  <text x="400" y="300" text-anchor="middle" font-family="sans-serif" font-size="44" fill="#ffffff" opacity="0.92">${escapeXml(opts.subtitle)}</text>
  <circle cx="400" cy="770" r="300" fill="#ffffff" opacity="0.15"/>
  ${image}
</svg>`;
    });
  }

  /** The site's wordmark: emoji and name. `dark` is for light backgrounds. */
  wordmark(key: string, name: string, emoji: string, color: string): Promise<string> {
    return this.image(`demo/brand/${key}`, async () => {
      const image = await this.emojiImage(emoji, 20, 20, 160);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200">
  <text x="200" y="135" font-family="sans-serif" font-weight="800" font-size="${Math.min(96, Math.round(1000 / name.length))}" fill="${color}">${escapeXml(name)}</text>
  ${image}
</svg>`;
    });
  }

  /**
   * A square icon (favicon), stored as an operator's upload is (`saveSquareIcon`: a 192 px PNG).
   * Not the 800 px picture widths: Chromium decodes a page's icon on the main thread while the page
   * loads, and an 800 px WebP took 60–180 ms there on a slow machine (docs/performance.md).
   */
  icon(key: string, emoji: string, color: string): Promise<string> {
    const storageKey = `demo/brand/${key}-192.png`;
    return this.stored(
      storageKey,
      () => this.storage.exists(storageKey),
      () => this.storage.url(storageKey),
      async () => {
        const image = await this.emojiImage(emoji, 130, 130, 540);
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" rx="180" fill="${color}"/>${image}</svg>`;
        return saveSquareIcon(this.storage, storageKey, Buffer.from(svg));
      },
    );
  }

  /** The "secured payments" strip: card-style tiles naming the accepted methods. */
  paymentStrip(key: string, methods: { label: string; color: string }[]): Promise<string> {
    return this.image(`demo/brand/${key}`, async () => {
      const tileW = 180;
      const gap = 20;
      const w = methods.length * tileW + (methods.length - 1) * gap + 40;
      const tiles = methods
        .map(
          (
            m,
            i,
          ) => `<rect x="${20 + i * (tileW + gap)}" y="20" width="${tileW}" height="110" rx="16" fill="#ffffff" stroke="#e5e7eb" stroke-width="3"/>
  <text x="${20 + i * (tileW + gap) + tileW / 2}" y="88" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="${m.label.length > 8 ? 26 : 34}" fill="${m.color}">${escapeXml(m.label)}</text>`,
        )
        .join('\n  ');
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="150">${tiles}</svg>`;
    });
  }

  /** A round avatar: a face emoji on a pastel disc. */
  avatar(key: string, emoji: string, color: string): Promise<string> {
    return this.image(`demo/avatars/${key}`, async () => {
      const image = await this.emojiImage(emoji, 160, 160, 480);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><circle cx="400" cy="400" r="400" fill="${lighten(color, 0.7)}"/>${image}</svg>`;
    });
  }

  /** A wide scene of several emoji (about-us image). */
  scene(key: string, emojis: string[], from: string, to: string): Promise<string> {
    return this.image(`demo/banners/${key}`, async () => {
      const size = 300;
      const images = await Promise.all(
        emojis.map((e, i) => this.emojiImage(e, 90 + i * (size + 40), 210 + (i % 2) * 80, size)),
      );
      const w = 180 + emojis.length * size + (emojis.length - 1) * 40;
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="800" rx="48" fill="url(#g)"/>
  ${images.join('\n  ')}
</svg>`;
    });
  }
}
