import { describe, expect, it } from 'vitest';
import { buildSrcSet } from './image-srcset.ts';

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
