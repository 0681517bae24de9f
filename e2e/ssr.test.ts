import type { Footer } from '@shop/contracts/content';
import type { PageConfig } from '@shop/contracts/page-config';
import { describe, expect, inject, it } from 'vitest';
import { apiResult, htmlEscaped } from './support/api.ts';

describe('server rendering', () => {
  const baseURL = inject('baseURL');

  it('sends the header, navigation and footer from the database in the first HTML, without JavaScript', async () => {
    const response = await fetch(`${baseURL}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();

    const config = await apiResult<PageConfig>(baseURL, '/page-config');
    const footer = await apiResult<Footer>(baseURL, '/homepage/footer');

    expect(html).toMatch(/<html lang="en-US" dir="ltr"/);
    expect(html).toContain('<header');
    expect(html).toContain(htmlEscaped(config.generalSettings.appName));
    for (const label of ['Home', 'Products', 'Brands', 'Campaigns', 'Coupons']) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toContain('Select location');
    expect(html).toContain('Track Order');

    expect(html).toContain('<footer');
    expect(footer.homeFooterCopyrightText).not.toBe('');
    expect(html).toContain(htmlEscaped(footer.homeFooterCopyrightText));
    for (const page of footer.defaultPages) expect(html).toContain(`href="/pages/${page.slug}"`);
    for (const link of footer.quickLinkPages) expect(html).toContain(htmlEscaped(link.title));
    for (const category of footer.topCategories) expect(html).toContain(htmlEscaped(category.name));
    for (const tag of footer.popularTags) expect(html).toContain(htmlEscaped(tag));
    expect(html).toContain('Subscribe to our newsletter');
  });

  it('renders the shop configuration into the page so the browser starts with the same values', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const config = await apiResult<PageConfig>(baseURL, '/page-config');
    expect(html).toContain(config.generalSettings.primaryColor.toLowerCase());
    expect(html).toContain('defaultLang');
  });
});
