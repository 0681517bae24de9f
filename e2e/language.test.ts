import { describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';

describe('language', () => {
  const ctx = useStorefront();

  it('switches to Español, then to العربية right-to-left, and keeps it across a reload', async () => {
    const shop = ctx.shop;
    await shop.open('/');
    expect(await shop.documentLanguage()).toEqual({ lang: 'en-US', dir: 'ltr' });
    await shop.mainNavigation.getByRole('link', { name: 'Products' }).waitFor();

    await shop.chooseLanguage(/Language: English/, 'Español');
    await shop.navigation('Navegación principal').getByRole('link', { name: 'Productos' }).waitFor();
    expect(await shop.page.getByRole('link', { name: 'Seguir pedido' }).isVisible()).toBe(true);
    expect(await shop.documentLanguage()).toEqual({ lang: 'es-ES', dir: 'ltr' });

    await shop.chooseLanguage(/Idioma: Español/, 'العربية');
    await shop.navigation('التنقل الرئيسي').getByRole('link', { name: 'المنتجات' }).waitFor();
    expect(await shop.documentLanguage()).toEqual({ lang: 'ar-SA', dir: 'rtl' });

    await shop.page.reload({ waitUntil: 'domcontentloaded' });
    await eventually(async () =>
      expect(await shop.documentLanguage()).toEqual({ lang: 'ar-SA', dir: 'rtl' }),
    );
    await shop.navigation('التنقل الرئيسي').getByRole('link', { name: 'المنتجات' }).waitFor();
  });
});
