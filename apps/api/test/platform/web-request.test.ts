import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebResponse, toWebRequest } from '../../src/platform/web-request.ts';

/**
 * The bridge between Fastify and the storefront's Web Request/Response handler, checked on a bare
 * Fastify with a hand-written Web handler in place of React Router.
 */
const app = Fastify();
let received: { method: string; url: string; headers: Headers; body: string } | undefined;

beforeAll(async () => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.all('/*', async (request, reply) => {
    const webRequest = toWebRequest(request, reply);
    received = {
      method: webRequest.method,
      url: webRequest.url,
      headers: webRequest.headers,
      body: webRequest.body ? await webRequest.text() : '',
    };
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-rendered-by': 'test' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<p>streamed '));
        controller.enqueue(new TextEncoder().encode('body</p>'));
        controller.close();
      },
    });
    return sendWebResponse(reply, new Response(stream, { status: 201, headers }));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('Fastify ⇄ Web Request/Response', () => {
  it('passes method, URL, headers and the raw POST body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cart?step=2',
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded', 'x-custom': 'yes' },
      payload: 'code=ABC&qty=2',
    });
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('http://shop.test/cart?step=2');
    expect(received?.headers.get('x-custom')).toBe('yes');
    expect(received?.body).toBe('code=ABC&qty=2');
    expect(res.statusCode).toBe(201);
  });

  it('streams the response back with status, headers and every cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'shop.test' } });
    expect(received?.body).toBe('');
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-rendered-by']).toBe('test');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.body).toBe('<p>streamed body</p>');
  });
});
