import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  type ImageWidth,
  InvalidImageError,
  imageUrlForWidth,
  imageVariantsExist,
  saveImageVariants,
} from './images.ts';
import { createLocalStorage, type Storage } from './storage.ts';

const svg = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#c33"/></svg>`;

describe('saveImageVariants', () => {
  let root: string;
  let storage: Storage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'images-'));
    storage = createLocalStorage(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the three widths as WebP and returns the 800 URL', async () => {
    const url = await saveImageVariants(storage, 'demo/test/red', svg(1600, 1200));
    expect(url).toBe('/uploads/demo/test/red-800.webp');
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(path.join(root, `demo/test/red-${width}.webp`)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
    }
    expect(await imageVariantsExist(storage, 'demo/test/red')).toBe(true);
    expect(await imageVariantsExist(storage, 'demo/test/blue')).toBe(false);
  });

  it('accepts an encoded image buffer and never enlarges it', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    await saveImageVariants(storage, 'uploads/small', png);
    expect((await sharp(path.join(root, 'uploads/small-800.webp')).metadata()).width).toBe(300);
    expect((await sharp(path.join(root, 'uploads/small-200.webp')).metadata()).width).toBe(200);
  });

  it('refuses input that is not an image', async () => {
    await expect(saveImageVariants(storage, 'bad', Buffer.from('not an image'))).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    expect(await storage.exists('bad-800.webp')).toBe(false);
  });

  it('swaps the width in a stored URL', () => {
    const width: ImageWidth = 200;
    expect(imageUrlForWidth('/uploads/demo/p/tshirt-a1-800.webp', width)).toBe(
      '/uploads/demo/p/tshirt-a1-200.webp',
    );
  });
});
