// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { BannerRow } from './banner-link.tsx';
import { BannerSlider } from './banner-slider.tsx';

const text = { title: 'Gran venta de verano', subtitle: 'Hasta un 40 %', cta: 'Comprar ahora' };

describe('banners with their text', () => {
  afterEach(cleanup);

  it('write the title, subtitle and call to action as text over the picture; the link is named by them', () => {
    renderWithShop(
      <BannerRow
        banners={[{ image: '/uploads/b.webp', url: '/campaigns/summer', ...text }]}
        columns={2}
        label="Promotions"
      />,
    );
    const link = screen.getByRole('link', { name: /Gran venta de verano/ });
    expect(link.getAttribute('href')).toBe('/campaigns/summer');
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toContain('Hasta un 40 %');
    expect(link.textContent).toContain('Comprar ahora');
    // the picture is decoration: the text says what the banner is
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('name a banner without text by its place, as before', () => {
    renderWithShop(
      <BannerRow
        banners={[{ image: '/uploads/b.webp', url: '/products', title: '', subtitle: '', cta: '' }]}
        columns={4}
        label="Promotions"
      />,
    );
    expect(screen.getByRole('link', { name: 'Promotions' }).textContent).toBe('');
  });

  it('put each slide’s text in the slider', () => {
    renderWithShop(
      <BannerSlider
        banners={[
          { image: '/uploads/1.webp', url: '/a', ...text },
          { image: '/uploads/2.webp', url: '/b', title: 'Llega la nueva tecnología', subtitle: '', cta: '' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /Gran venta de verano.*Comprar ahora/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llega la nueva tecnología' })).toBeTruthy();
  });
});
