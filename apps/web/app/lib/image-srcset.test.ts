import { describe, expect, it } from 'vitest';
import { buildSrcSet, smallestRendition } from './image-srcset.ts';

describe('buildSrcSet', () => {
  it('lists the 200, 400 and 800 renditions of a sized WebP', () => {
    expect(buildSrcSet('/uploads/products/shirt-400.webp')).toBe(
      '/uploads/products/shirt-200.webp 200w, /uploads/products/shirt-400.webp 400w, /uploads/products/shirt-800.webp 800w',
    );
  });

  it('gives nothing for other images', () => {
    expect(buildSrcSet('/uploads/logo.svg')).toBeUndefined();
    expect(buildSrcSet('/uploads/photo-123.webp')).toBeUndefined();
    expect(buildSrcSet('/uploads/photo.webp')).toBeUndefined();
  });
});

describe('smallestRendition', () => {
  it('points a sized WebP at its 200 px file, keeping the query', () => {
    expect(smallestRendition('/uploads/demo/swatches/blue-800.webp')).toBe(
      '/uploads/demo/swatches/blue-200.webp',
    );
    expect(smallestRendition('/uploads/a-400.webp?v=2')).toBe('/uploads/a-200.webp?v=2');
  });

  it('leaves other images alone', () => {
    expect(smallestRendition('/uploads/logo.svg')).toBe('/uploads/logo.svg');
    expect(smallestRendition('/uploads/photo-123.webp')).toBe('/uploads/photo-123.webp');
  });
});
