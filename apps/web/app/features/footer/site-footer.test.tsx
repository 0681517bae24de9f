// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { footerFixture } from '../../testing/fixtures.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  afterEach(cleanup);

  it('shows a social or app link only when its flag is "1" and it has an address', () => {
    renderWithShop(<SiteFooter footer={footerFixture} />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Facebook', 'Instagram']);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  });

  it('links categories, tags and pages to their listings', () => {
    renderWithShop(<SiteFooter footer={footerFixture} />);
    expect(screen.getByRole('link', { name: 'Fashion' }).getAttribute('href')).toBe('/categories/fashion');
    expect(screen.getByRole('link', { name: 'summer sale' }).getAttribute('href')).toBe(
      '/products?tag=summer%20sale',
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/pages/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/pages/about-us');
  });

  it('shows contact details, copyright and the secured-payments image with a size', () => {
    renderWithShop(<SiteFooter footer={footerFixture} />);
    expect(screen.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(screen.getByText('12 Market Street, Springfield')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@demo.test' }).getAttribute('href')).toBe(
      'mailto:support@demo.test',
    );
    expect(screen.getByText('© 2026 Demo Market')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Secured payments' });
    expect(image.getAttribute('width')).toBe('280');
    expect(image.getAttribute('height')).toBe('28');
  });

  it('leaves out a section with nothing in it', () => {
    renderWithShop(<SiteFooter footer={{ ...footerFixture, popularTags: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Popular tags' })).toBeNull();
  });

  it('writes its own lines in the page language: the copyright line when the shop has none, known link titles', () => {
    renderWithShop(
      <SiteFooter
        footer={{
          ...footerFixture,
          homeFooterCopyrightText: '',
          quickLinkPages: [
            { title: 'About Us', url: '/pages/about-us' },
            { title: 'Our story', url: '/pages/story' },
          ],
        }}
      />,
      { language: 'es-ES' },
    );
    const year = new Date().getUTCFullYear();
    expect(screen.getByText(`© ${year} Demo Market. Todos los derechos reservados.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sobre nosotros' }).getAttribute('href')).toBe('/pages/about-us');
    // a title the shop wrote itself stays as written
    expect(screen.getByRole('link', { name: 'Our story' })).toBeTruthy();
  });

  it('gives the shop’s own texts their own direction, so English inside Arabic is not scrambled', () => {
    renderWithShop(<SiteFooter footer={footerFixture} />, { language: 'ar-SA' });
    expect(screen.getByText('© 2026 Demo Market').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('12 Market Street, Springfield').getAttribute('dir')).toBe('auto');
  });
});
