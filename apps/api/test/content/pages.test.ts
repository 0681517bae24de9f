import { page } from '@shop/contracts/content';
import { envelope, errorBody } from '@shop/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, pages, pageTranslations } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(languages).values([
    { code: 'en-US', name: 'English', flag: 'us' },
    { code: 'es-ES', name: 'Español', flag: 'es' },
  ]);
  await t.db.insert(pages).values([
    {
      id: 10,
      slug: 'terms-and-conditions',
      title: 'Terms and conditions',
      content: '<h2>Terms</h2><p>Be nice.</p>',
      metaDescription: 'Our terms',
      metaKeywords: 'terms, rules',
      metaImage: '/uploads/terms.webp',
    },
    { id: 11, slug: 'draft', title: 'Draft', isActive: false },
  ]);
  await t.db
    .insert(pageTranslations)
    .values({ pageId: 10, langCode: 'es-ES', title: 'Términos y condiciones', content: '<p>Sé amable.</p>' });
});
afterAll(() => t?.close());

describe('GET /api/v1/pages/:slug', () => {
  it('gives an active page', async () => {
    const res = await t.app.inject({ url: '/api/v1/pages/terms-and-conditions' });
    expect(res.statusCode).toBe(200);
    expect(envelope(page).parse(res.json()).result).toEqual({
      id: 10,
      title: 'Terms and conditions',
      slug: 'terms-and-conditions',
      content: '<h2>Terms</h2><p>Be nice.</p>',
      metaTile: 'Terms and conditions',
      metaDescription: 'Our terms',
      metaKeywords: 'terms, rules',
      metaImage: '/uploads/terms.webp',
    });
  });

  it('gives the translation for the request language', async () => {
    const res = await t.app.inject({
      url: '/api/v1/pages/terms-and-conditions',
      headers: { 'accept-language': 'es-ES' },
    });
    const result = envelope(page).parse(res.json()).result;
    expect(result.title).toBe('Términos y condiciones');
    expect(result.content).toBe('<p>Sé amable.</p>');
    expect(result.metaDescription).toBe('Our terms');
  });

  it('answers 404 "Page not found" for an unknown or inactive slug', async () => {
    for (const slug of ['no-such-page', 'draft']) {
      const res = await t.app.inject({ url: `/api/v1/pages/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(errorBody.parse(res.json())).toEqual({ success: false, status: 404, message: 'Page not found' });
    }
    const es = await t.app.inject({ url: '/api/v1/pages/draft', headers: { 'accept-language': 'es' } });
    expect(es.json().message).toBe('Página no encontrada');
  });
});
