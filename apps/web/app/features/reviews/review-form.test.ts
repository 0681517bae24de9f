import { describe, expect, it } from 'vitest';
import { addImages, REVIEW_NEW_IMAGES_MAX, validateReview } from './review-form.ts';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('review form rules', () => {
  it('reports every missing field with the spec texts', () => {
    expect(
      validateReview({
        orderId: null,
        productId: 0,
        rating: 0,
        description: '  ',
        newImages: [],
        oldImages: [],
      }),
    ).toEqual({
      orderId: 'Order ID is missing',
      productId: 'Product ID is missing',
      rating: 'Please rate the product',
      description: 'Please write the review',
      images: 'Please upload the images',
    });
  });

  it('accepts a complete review, kept pictures counting as pictures', () => {
    const base = { orderId: 4, productId: 9, rating: 5, description: 'Great', newImages: [] };
    expect(validateReview({ ...base, oldImages: [12] })).toEqual({});
    expect(validateReview({ ...base, newImages: [file('a.png')], oldImages: [] })).toEqual({});
    expect(validateReview({ ...base, oldImages: [] })).toEqual({ images: 'Please upload the images' });
  });

  it('ignores a file whose name is already there and refuses other types or big files', () => {
    const first = addImages([], [file('a.png'), file('b.jpg', 'image/jpeg')]);
    expect(first).toEqual({ images: [file('a.png'), file('b.jpg', 'image/jpeg')], rejected: false });
    const again = addImages(first.images, [file('a.png', 'image/png', 5), file('c.webp', 'image/webp')]);
    expect(again.images.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.webp']);
    expect(again.rejected).toBe(false);
    const bad = addImages(again.images, [
      file('d.gif', 'image/gif'),
      file('e.png', 'image/png', 5 * 1024 * 1024),
    ]);
    expect(bad.images).toHaveLength(3);
    expect(bad.rejected).toBe(true);
  });

  it('keeps at most the most pictures one request carries', () => {
    const many = Array.from({ length: REVIEW_NEW_IMAGES_MAX + 2 }, (_, i) => file(`p${i}.png`));
    const result = addImages([], many);
    expect(result.images).toHaveLength(REVIEW_NEW_IMAGES_MAX);
    expect(result.rejected).toBe(true);
  });
});
