import type { Locator, Page, Response } from 'playwright-core';

/**
 * The storefront as a shopper sees it: regions and controls found by role, label and text.
 * Controls are clicked once, like a person: a tap before the page has hydrated must work too
 * (apps/web/app/lib/tap-replay.ts; e2e/pre-hydration.test.ts).
 */
export class Storefront {
  constructor(readonly page: Page) {}

  async open(path = '/'): Promise<Response | null> {
    return this.page.goto(path, { waitUntil: 'domcontentloaded' });
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get mainNavigation(): Locator {
    return this.navigation('Main navigation');
  }

  /** A navigation landmark by its (translated) name. */
  navigation(name: string): Locator {
    return this.page.getByRole('navigation', { name, exact: true });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** Opens the language menu and picks a language; the page reloads in it. */
  async chooseLanguage(currentName: RegExp, language: string): Promise<void> {
    const trigger = this.page.getByRole('button', { name: currentName });
    const option = this.page.getByRole('menuitemradio', { name: language });
    await trigger.click();
    await option.click();
  }

  async documentLanguage(): Promise<{ lang: string | null; dir: string | null }> {
    const html = this.page.locator('html');
    return { lang: await html.getAttribute('lang'), dir: await html.getAttribute('dir') };
  }

  async openCategoriesDrawer(): Promise<Locator> {
    const drawer = this.page.getByRole('dialog', { name: 'All Categories' });
    await this.header.getByRole('button', { name: 'Categories' }).click();
    await drawer.waitFor();
    return drawer;
  }

  newsletter() {
    const email = this.page.getByLabel('Email address');
    const subscribe = this.page.getByRole('button', { name: 'Subscribe', exact: true });
    return {
      email,
      async subscribe(address: string) {
        await email.fill(address);
        await subscribe.click();
      },
    };
  }

  /** A toast (sonner's live region is named "Notifications"). */
  toast(text: string): Locator {
    return this.page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  }
}
