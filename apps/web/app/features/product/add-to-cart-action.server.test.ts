import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AddToCartActionData, addToCartAction, confirmedSearch } from './add-to-cart-action.server.ts';
import { parseAddToCartForm } from './add-to-cart-form.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = { apiBaseUrl: 'http://127.0.0.1:3000/api/v1', apiHeaders: {}, defaultLanguage: 'en-US' };

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

function post(url: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(url, { method: 'POST', body: form(fields), headers: cookie ? { cookie } : {} });
}

/** The action's answer as the page gets it: a redirect Response, or data with a status. */
function asData(answer: unknown): { status: number; data: AddToCartActionData } {
  const { init, data } = answer as { init: ResponseInit | null; data: AddToCartActionData };
  return { status: init?.status ?? 200, data };
}

describe('the add-to-cart form', () => {
  it('reads the variation, warehouse, quantity and which button was pressed', () => {
    expect(
      parseAddToCartForm(form({ productVariationId: '11', warehouseId: '5', quantity: '2', intent: 'buy' })),
    ).toEqual({ ok: true, intent: 'buy', line: { productVariationId: 11, warehouseId: 5, qty: 2 } });
    expect(parseAddToCartForm(form({ productVariationId: '11', warehouseId: '5' }))).toEqual({
      ok: true,
      intent: 'add',
      line: { productVariationId: 11, warehouseId: 5, qty: 1 },
    });
  });

  it('has no line when the page had no complete choice', () => {
    expect(parseAddToCartForm(form({ quantity: '1', intent: 'add' }))).toEqual({
      ok: true,
      intent: 'add',
      line: null,
    });
  });

  it('names the malformed field', () => {
    const base = { productVariationId: '11', warehouseId: '5', quantity: '1', intent: 'add' };
    for (const [field, value] of [
      ['quantity', '0'],
      ['quantity', '-1'],
      ['quantity', '1.5'],
      ['quantity', '100000'],
      ['productVariationId', 'x'],
      ['warehouseId', ''],
      ['intent', 'delete'],
    ] as const) {
      expect(parseAddToCartForm(form({ ...base, [field]: value }))).toEqual({ ok: false, field });
    }
  });
});

describe('the product page action (no JavaScript)', () => {
  it('answers bad input with a clear 400 and calls no API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answer = asData(
      await addToCartAction(
        post('http://shop.test/products/shirt', {
          productVariationId: '11',
          warehouseId: '5',
          quantity: '0',
        }),
        context,
        'shirt',
      ),
    );
    expect(answer).toEqual({ status: 400, data: { cartProblem: { key: 'enter_a_valid_quantity' } } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("adds for the guest's cookie and redirects to the same page in its language, choice kept", async () => {
    const calls: { url: string; cookie: string | null; body: FormData }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, cookie: new Headers(init.headers).get('cookie'), body: init.body as FormData });
      return Response.json({ success: true, status: 200, message: '', result: { carts: [] } });
    });
    const answer = (await addToCartAction(
      post(
        'http://shop.test/ar-SA/products/shirt?options=1-3,2-8',
        { productVariationId: '12', warehouseId: '5', quantity: '2', intent: 'add' },
        'guestUserId=1234567890123456; zoneId=3',
      ),
      context,
      'shirt',
    )) as Response;
    expect(answer.status).toBe(303);
    // without its language prefix: React Router adds the language handler's basename
    expect(answer.headers.get('location')).toBe('/products/shirt?options=1-3,2-8&added=1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://127.0.0.1:3000/api/v1/carts/create');
    expect(calls[0]?.cookie).toContain('guestUserId=1234567890123456');
    expect(Object.fromEntries(calls[0]!.body)).toEqual({
      productVariationId: '12',
      warehouseId: '5',
      qty: '2',
    });
  });

  it('passes on the guest cookie the API mints, and Buy Now goes to the cart', async () => {
    vi.stubGlobal('fetch', async () => {
      const response = Response.json({ success: true, status: 200, message: '', result: { carts: [] } });
      response.headers.append(
        'Set-Cookie',
        'guestUserId=1000000000000001; Path=/; Max-Age=31536000; SameSite=Lax',
      );
      return response;
    });
    const answer = (await addToCartAction(
      post('http://shop.test/es-ES/products/shirt', {
        productVariationId: '12',
        warehouseId: '5',
        intent: 'buy',
      }),
      context,
      'shirt',
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/cart');
    expect(answer.headers.get('set-cookie')).toContain('guestUserId=1000000000000001');
  });

  it("shows the API's refusal on the page with its status", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, status: 422, message: 'Agotado' }, { status: 422 }),
    );
    const answer = asData(
      await addToCartAction(
        post('http://shop.test/es-ES/products/shirt', { productVariationId: '12', warehouseId: '5' }),
        context,
        'shirt',
      ),
    );
    expect(answer).toEqual({ status: 422, data: { cartProblem: { text: 'Agotado' } } });
  });

  it('keeps the other parameters and a readable choice in the confirmation address', () => {
    expect(confirmedSearch('')).toBe('?added=1');
    expect(confirmedSearch('?page=2&added=1&options=1-3%2C2-8')).toBe('?page=2&options=1-3,2-8&added=1');
  });
});
