import type { ProductShort } from '@shop/contracts/product';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

/** The path (and query) of the page shown now. */
function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

describe('language', () => {
  const ctx = useStorefront();

  it('switches to Español on a product page: the same page under /es-ES/, whose links stay in Spanish', async () => {
    const listing = await apiResult<{ products: { data: ProductShort[] } }>(ctx.baseURL, '/products?limit=1');
    const slug = listing.products.data[0]!.slug;
    const shop = ctx.shop;
    const apiLanguages: string[] = [];
    const dataRequests: string[] = [];
    shop.page.on('request', (request: Request) => {
      const url = new URL(request.url());
      // the calls of pages under /es-ES/ (a call can start before the URL wait returns: the shell
      // hydrates, and asks for the guest's cart, before the page's load event)
      if (
        url.pathname.startsWith('/api/v1/') &&
        new URL(request.frame().url()).pathname.startsWith('/es-ES/')
      )
        apiLanguages.push(request.headers()['accept-language'] ?? '');
      if (url.pathname.endsWith('.data')) dataRequests.push(url.pathname);
    });

    await shop.open(`/products/${slug}?ref=e2e`);
    expect(await shop.documentLanguage()).toEqual({ lang: 'en-US', dir: 'ltr' });
    await shop.mainNavigation.getByRole('link', { name: 'Products' }).waitFor();

    await shop.chooseLanguage(/Language: English/, 'Español');
    await shop.page.waitForURL((url) => url.pathname.startsWith('/es-ES/'));
    expect(pathOf(shop.page.url())).toBe(`/es-ES/products/${slug}?ref=e2e`);
    const spanishNav = shop.navigation('Navegación principal');
    await spanishNav.getByRole('link', { name: 'Productos' }).waitFor();
    expect(await shop.documentLanguage()).toEqual({ lang: 'es-ES', dir: 'ltr' });

    // a link clicked there, once the page is live, is a client navigation that stays in /es-ES/
    // and in Spanish (clicked before, it is followed as plain HTML, to the same page)
    await shop.live(spanishNav.getByRole('link', { name: 'Productos' }));
    await spanishNav.getByRole('link', { name: 'Productos' }).click();
    await shop.page.waitForURL((url) => url.pathname === '/es-ES/products');
    await shop.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(dataRequests).toContain('/es-ES/products.data');
    expect(await shop.documentLanguage()).toEqual({ lang: 'es-ES', dir: 'ltr' });
    // the browser's own API calls (the guest's cart, the page's blocks) speak the URL's language
    expect(apiLanguages.length).toBeGreaterThan(0);
    for (const language of apiLanguages) expect(language).toBe('es-ES');

    await shop.chooseLanguage(/Idioma: Español/, 'العربية');
    await shop.page.waitForURL((url) => url.pathname === '/ar-SA/products');
    await shop.navigation('التنقل الرئيسي').getByRole('link', { name: 'المنتجات' }).waitFor();
    expect(await shop.documentLanguage()).toEqual({ lang: 'ar-SA', dir: 'rtl' });

    await shop.page.reload({ waitUntil: 'domcontentloaded' });
    expect(await shop.documentLanguage()).toEqual({ lang: 'ar-SA', dir: 'rtl' });

    // the unprefixed address is the default language's, whatever was chosen before
    await shop.open('/products');
    expect(await shop.documentLanguage()).toEqual({ lang: 'en-US', dir: 'ltr' });
  });
});
