import type { PageConfig } from '@shop/contracts/page-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import enUS from '../../public/resources/lang/en-US.json' with { type: 'json' };
import { baseI18nOptions, I18N_NAMESPACE } from '../lib/i18n.ts';
import { ShopProvider } from '../lib/shop-context.tsx';
import { pageConfigFixture } from './fixtures.ts';

/**
 * Renders a component the way the app does: English translations, the page configuration,
 * TanStack Query and a router (at `path`), so links and hooks behave as in the browser.
 */
export function renderWithShop(ui: ReactNode, options: { config?: PageConfig; path?: string } = {}) {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    ...baseI18nOptions,
    lng: 'en-US',
    resources: { 'en-US': { [I18N_NAMESPACE]: enUS } },
    initAsync: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShopProvider config={options.config ?? pageConfigFixture} languageCode="en-US">
          <RouterProvider router={router} />
        </ShopProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
