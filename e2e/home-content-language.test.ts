import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';

/**
 * The shop's own texts on the home page in the reader's language (issue 19 §4, §5): the banners'
 * text is text over the picture (not drawn into it), so it translates and is not cropped at 375 px.
 */
describe("home: the shop's texts in Spanish", () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('shows the banner text and the block titles in Español, as text that fits the phone', async () => {
    const shop = ctx.shop;
    await shop.open('/es-ES');
    expect(await shop.documentLanguage()).toEqual({ lang: 'es-ES', dir: 'ltr' });

    // the first slide: a link named by its text, with its call to action
    const slider = shop.page.getByRole('region', { name: 'Ofertas destacadas' });
    const slide = slider.getByRole('link', { name: /Gran venta de verano/ }).first();
    await slide.waitFor();
    const cta = slide.getByText('Comprar ahora', { exact: true });
    expect(await cta.isVisible()).toBe(true);
    // the whole button is inside the banner and the screen (text drawn into the picture was cut)
    const [box, button] = [await slide.boundingBox(), await cta.boundingBox()];
    expect(button!.x).toBeGreaterThanOrEqual(box!.x);
    expect(button!.x + button!.width).toBeLessThanOrEqual(Math.min(box!.x + box!.width, 375));
    expect(button!.y + button!.height).toBeLessThanOrEqual(box!.y + box!.height);
    expect(await slider.getByRole('link', { name: /Mega Summer Sale/ }).count()).toBe(0);

    // block titles the shop wrote, below the first screen
    for (const title of ['Más vendidos', 'Ofertas de la semana']) {
      const heading = shop.page.getByRole('heading', { name: title, exact: true });
      await shop.scrollTo(heading);
      expect(await heading.isVisible(), title).toBe(true);
    }
    // a promo banner: its text over its picture
    const tile = shop.page.getByRole('link', { name: /Envío gratis a partir de \$30/ });
    await shop.scrollTo(tile);
    expect(await tile.getByText('Envío gratis a partir de $30').isVisible()).toBe(true);
  });
});
