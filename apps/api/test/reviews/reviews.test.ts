import { envelope, errorBody } from '@shop/contracts/envelope';
import {
  productReviewsResult,
  review,
  userProductReviewResult,
  userReviewsResult,
  userShopReviewResult,
} from '@shop/contracts/reviews';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderGroups,
  orderItems,
  orders,
  productReviews,
  reviewImages,
  shopImpressions,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let rita: string;
let sam: string;

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  rita = await issueToken(t.db, 501);
  sam = await issueToken(t.db, 502);
  await t.db.insert(orderGroups).values([
    {
      id: 1,
      code: 10001,
      userId: 501,
      name: 'Rita',
      phone: '5550001',
      shippingAddress: 'x',
      paymentMethod: 'cash_on_delivery',
    },
    {
      id: 2,
      code: 10002,
      userId: 502,
      name: 'Sam',
      phone: '5550002',
      shippingAddress: 'x',
      paymentMethod: 'cash_on_delivery',
    },
  ]);
  await t.db.insert(orders).values([
    // Rita: a delivered mug order and an undelivered big-mug order
    {
      id: 1,
      orderCode: 20001,
      orderGroupId: 1,
      userId: 501,
      shopId: 1,
      amount: 999,
      totalAmount: 999,
      deliveryStatus: 'delivered',
    },
    {
      id: 2,
      orderCode: 20002,
      orderGroupId: 1,
      userId: 501,
      shopId: 2,
      amount: 1500,
      totalAmount: 1500,
      deliveryStatus: 'shipped',
    },
    // Sam: a delivered mug order
    {
      id: 3,
      orderCode: 20003,
      orderGroupId: 2,
      userId: 502,
      shopId: 1,
      amount: 999,
      totalAmount: 999,
      deliveryStatus: 'delivered',
    },
  ]);
  await t.db.insert(orderItems).values([
    {
      orderId: 1,
      productId: 200,
      productVariationId: 2001,
      productName: 'Mug',
      qty: 1,
      unitPrice: 999,
      totalPrice: 999,
    },
    {
      orderId: 2,
      productId: 400,
      productVariationId: 4001,
      productName: 'Big mug',
      qty: 1,
      unitPrice: 1500,
      totalPrice: 1500,
    },
    {
      orderId: 3,
      productId: 200,
      productVariationId: 2001,
      productName: 'Mug',
      qty: 1,
      unitPrice: 999,
      totalPrice: 999,
    },
  ]);
  await syncIdentitySequences(t.db);
});

afterAll(async () => {
  await t?.close();
});

function get(url: string, token?: string, lang?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (lang) headers['accept-language'] = lang;
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

function post(
  url: string,
  token: string | undefined,
  fields: Record<string, string | string[]>,
  files: Parameters<typeof multipart>[1] = [],
) {
  const form = multipart(fields, files);
  const headers: Record<string, string> = { ...form.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: form.payload });
}

describe('GET /reviews/{productId}', () => {
  it('answers the summary and the reviews, newest first, with user and product', async () => {
    const res = await get('/reviews/100');
    expect(res.statusCode).toBe(200);
    const body = envelope(productReviewsResult).parse(res.json());
    expect(body.result.summary).toEqual({
      average: 4.5,
      total: 2,
      fiveStarsCount: 1,
      fourStarsCount: 1,
      threeStarsCount: 0,
      twoStarsCount: 0,
      oneStarsCount: 0,
    });
    expect(body.result.reviews.meta).toMatchObject({ current_page: 1, per_page: 10, total: 2 });
    const names = body.result.reviews.data.map((r) => r.user.name).sort();
    expect(names).toEqual(['Rita', 'Sam']);
    expect(body.result.reviews.data[0]!.product?.id).toBe(100);
    expect(body.result.reviews.data[0]!.shop.slug).toBe('cotton-co');
    expect(body.result.reviews.data[0]!.createdDate).toMatch(/^\d{2} \S+, \d{4}$/);
  });

  it('pages with limit, gives zero summary for a product without reviews, 404 for unknown', async () => {
    const paged = envelope(productReviewsResult).parse((await get('/reviews/100?limit=1&page=2')).json());
    expect(paged.result.reviews.data).toHaveLength(1);
    expect(paged.result.reviews.meta).toMatchObject({ current_page: 2, last_page: 2, from: 2, to: 2 });
    const none = envelope(productReviewsResult).parse((await get('/reviews/400')).json());
    expect(none.result.summary).toMatchObject({ average: 0, total: 0 });
    expect(none.result.reviews.data).toEqual([]);
    expect((await get('/reviews/999999')).statusCode).toBe(404);
    expect((await get('/reviews/300')).statusCode).toBe(404); // unpublished
    expect((await get('/reviews/abc')).statusCode).toBe(422);
  });
});

describe('POST /reviews/user/store', () => {
  it('needs a signed-in user', async () => {
    const res = await post('/reviews/user/store', undefined, {
      orderId: '1',
      productId: '200',
      rating: '5',
      description: 'x',
    });
    expect(res.statusCode).toBe(401);
  });

  it('validates the fields with the spec messages', async () => {
    const missing = await post('/reviews/user/store', rita, {
      productId: '200',
      rating: '5',
      description: 'Nice',
    });
    expect(missing.statusCode).toBe(422);
    expect(errorBody.parse(missing.json()).message).toBe('Order ID is missing');
    const noRating = await post('/reviews/user/store', rita, {
      orderId: '1',
      productId: '200',
      rating: '0',
      description: 'Nice',
    });
    expect(errorBody.parse(noRating.json()).message).toBe('Please rate the product');
    const noText = await post('/reviews/user/store', rita, {
      orderId: '1',
      productId: '200',
      rating: '4',
      description: '  ',
    });
    expect(errorBody.parse(noText.json()).message).toBe('Please write the review');
  });

  it('refuses an order that is not delivered (403), not the caller’s (404) or without the product (403)', async () => {
    const notDelivered = await post('/reviews/user/store', rita, {
      orderId: '2',
      productId: '400',
      rating: '5',
      description: 'Big',
    });
    expect(notDelivered.statusCode).toBe(403);
    expect(errorBody.parse(notDelivered.json()).message).toBe('Only delivered order can have reviews');
    const others = await post('/reviews/user/store', rita, {
      orderId: '3',
      productId: '200',
      rating: '5',
      description: 'Mine?',
    });
    expect(others.statusCode).toBe(404);
    const wrongProduct = await post('/reviews/user/store', rita, {
      orderId: '1',
      productId: '100',
      rating: '5',
      description: 'Shirt',
    });
    expect(wrongProduct.statusCode).toBe(403);
    const count = await t.db.select().from(productReviews).where(eq(productReviews.productId, 200));
    expect(count).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image by its content', async () => {
    const res = await post(
      '/reviews/user/store',
      rita,
      { orderId: '1', productId: '200', rating: '5', description: 'Nice' },
      [{ field: 'newImages[]', filename: 'fake.png', type: 'image/png', data: Buffer.from('not an image') }],
    );
    expect(res.statusCode).toBe(422);
    expect(errorBody.parse(res.json()).message).toBe(
      'Only jpg, jpeg, png and webp images of 4mb size are allowed',
    );
  });

  it('creates the review with images, then updates it in place keeping and deleting images', async () => {
    const first = await post(
      '/reviews/user/store',
      rita,
      { orderId: '1', productId: '200', rating: '4', description: 'Solid mug' },
      [
        { field: 'newImages[]', filename: 'a.png', type: 'image/png', data: await png('#ff0000') },
        { field: 'newImages[]', filename: 'b.png', type: 'image/png', data: await png('#00ff00') },
        // the same file name again is ignored
        { field: 'newImages[]', filename: 'a.png', type: 'image/png', data: await png('#0000ff') },
      ],
    );
    expect(first.statusCode).toBe(200);
    const created = envelope(review).parse(first.json());
    expect(created.message).toBe('Review submitted successfully');
    expect(created.result).toMatchObject({ rating: 4, description: 'Solid mug', productId: 200, orderId: 1 });
    expect(created.result.images).toHaveLength(2);
    const [keep, drop] = created.result.images;
    expect(keep!.image).toMatch(/^\/uploads\/reviews\/.+-800\.webp$/);
    const dropKey = drop!.image.replace('/uploads/', '');
    expect(await t.storage.exists(dropKey)).toBe(true);

    const second = await post(
      '/reviews/user/store',
      rita,
      {
        orderId: '1',
        productId: '200',
        rating: '5',
        description: 'Even better',
        oldImages: String(keep!.id),
      },
      [
        {
          field: 'newImages[]',
          filename: 'c.webp',
          type: 'image/webp',
          data: await sharp(await png('#123456'))
            .webp()
            .toBuffer(),
        },
      ],
    );
    expect(second.statusCode).toBe(200);
    const updated = envelope(review).parse(second.json()).result;
    expect(updated.id).toBe(created.result.id);
    expect(updated).toMatchObject({ rating: 5, description: 'Even better' });
    // the new image first, then the kept one
    expect(updated.images).toHaveLength(2);
    expect(updated.images[1]!.id).toBe(keep!.id);
    expect(await t.storage.exists(dropKey)).toBe(false);
    expect(await t.storage.exists(keep!.image.replace('/uploads/', ''))).toBe(true);
    const rows = await t.db.select().from(productReviews).where(eq(productReviews.productId, 200));
    expect(rows).toHaveLength(1);

    // an empty oldImages keeps none
    const third = await post('/reviews/user/store', rita, {
      orderId: '1',
      productId: '200',
      rating: '5',
      description: 'Plain',
      oldImages: '',
    });
    expect(envelope(review).parse(third.json()).result.images).toEqual([]);
    expect(await t.db.select().from(reviewImages).where(eq(reviewImages.reviewId, updated.id))).toEqual([]);
  });

  it('shows the new review in the product summary, the product card rating and the user’s lists', async () => {
    const summary = envelope(productReviewsResult).parse((await get('/reviews/200')).json()).result.summary;
    expect(summary).toMatchObject({ total: 1, average: 5, fiveStarsCount: 1 });
    const mine = envelope(userProductReviewResult).parse((await get('/reviews/user/200', rita)).json());
    expect(mine.result.review?.description).toBe('Plain');
    expect(mine.result.review?.product?.rating).toEqual({ average: 5, total: 1 });
    const none = envelope(userProductReviewResult).parse((await get('/reviews/user/200', sam)).json());
    expect(none.result.review).toBeNull();
    expect(none.message).toBe('You did not give any review yet');
    const all = envelope(userReviewsResult).parse((await get('/reviews/user/all?userId=502', rita)).json());
    expect(all.result.reviews.data.map((r) => r.userId)).toEqual([501, 501]);
    expect(all.result.reviews.meta.total).toBe(2);
  });
});

describe('shop impressions', () => {
  it('requires a valid shop id and impression', async () => {
    const missing = await post('/reviews/shop/store', rita, { impression: 'positive' });
    expect(missing.statusCode).toBe(422);
    expect(errorBody.parse(missing.json()).message).toBe('Shop ID is missing');
    const bad = await post('/reviews/shop/store', rita, { shopId: '1', impression: 'great' });
    expect(bad.statusCode).toBe(422);
    expect(
      (await post('/reviews/shop/store', rita, { shopId: '999', impression: 'positive' })).statusCode,
    ).toBe(404);
  });

  it('creates one impression per user and shop and updates it in place', async () => {
    const first = await post('/reviews/shop/store', rita, { shopId: '2', impression: 'negative' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Impression updated');
    await post('/reviews/shop/store', rita, { shopId: '2', impression: 'positive' });
    const rows = await t.db.select().from(shopImpressions).where(eq(shopImpressions.userId, 501));
    expect(rows.map((r) => r.impression)).toEqual(['positive']);
    const mine = envelope(userShopReviewResult).parse((await get('/reviews/shop/2', rita)).json());
    expect(mine.result.shopReview).toMatchObject({
      shopId: 2,
      impression: 'positive',
      shop: { slug: 'mug-makers' },
    });
    const samView = envelope(userShopReviewResult).parse((await get('/reviews/shop/2', sam)).json());
    expect(samView.result.shopReview).toBeNull();
    const all = envelope(userReviewsResult).parse((await get('/reviews/user/all', rita)).json());
    expect(all.result.shopReviews.data).toHaveLength(1);
  });

  it('answers in the request language', async () => {
    const res = await post('/reviews/shop/store', undefined, { shopId: '2', impression: 'positive' });
    expect(res.statusCode).toBe(401);
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reviews/shop/store',
      headers: {
        authorization: `Bearer ${rita}`,
        'accept-language': 'es-ES',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ shopId: 1, impression: 'neutral' }),
    });
    expect(es.json().message).toBe('Impresión actualizada');
  });
});
