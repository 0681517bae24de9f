import type { Locator, Page, Response } from 'playwright-core';
import { REACT_PROPS_KEY_PREFIX } from '../../apps/web/app/lib/tap-replay.ts';

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

  /**
   * Waits until React has hydrated an element (it carries React's props, as tap-replay.ts checks),
   * for a test of what only the live page does: a link clicked before that is followed as plain
   * HTML (decision 39), a document load rather than a client navigation.
   */
  async live(element: Locator): Promise<void> {
    await element.waitFor();
    await this.page.waitForFunction(
      ([el, prefix]) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix)),
      [await element.elementHandle(), REACT_PROPS_KEY_PREFIX] as const,
    );
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

  /**
   * Scrolls down, most of a screen at a time as a person does, until `target` is in the page,
   * then brings it into view: the home page's blocks below the first screen load as they come near
   * the viewport (decision 148).
   */
  async scrollTo(target: Locator, screens = 40): Promise<void> {
    for (let screen = 0; screen < screens; screen++) {
      if ((await target.count()) > 0) break;
      await this.page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
      await this.page.waitForTimeout(150);
    }
    await target.first().waitFor({ state: 'attached' });
    await target.first().scrollIntoViewIfNeeded();
  }

  /** Scrolls to each home block still waiting to load until every one has loaded (or left itself out). */
  async scrollThroughHome(tries = 100): Promise<void> {
    for (let attempt = 0; attempt < tries; attempt++) {
      const waiting = await this.page.evaluate(() => {
        const box = document.querySelector('[data-home-waiting]');
        box?.scrollIntoView({ block: 'center' });
        return box !== null;
      });
      if (!waiting) return;
      await this.page.waitForTimeout(200);
    }
    throw new Error('home blocks still waiting to load after scrolling to each of them');
  }

  /** A toast (sonner's live region is named "Notifications"). */
  toast(text: string): Locator {
    return this.page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  }
}
