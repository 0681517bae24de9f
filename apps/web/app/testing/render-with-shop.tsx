import type { PageConfig } from '@shop/contracts/page-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import arSA from '../../public/resources/lang/ar-SA.json' with { type: 'json' };
import enUS from '../../public/resources/lang/en-US.json' with { type: 'json' };
import esES from '../../public/resources/lang/es-ES.json' with { type: 'json' };
import { TranslationProvider } from '../lib/i18n-react.tsx';
import { ShopProvider } from '../lib/shop-context.tsx';
import { createTranslator } from '../lib/translator.ts';
import { pageConfigFixture } from './fixtures.ts';

/**
 * Renders a component the way the app does: the page language's translations (English unless told), the page configuration,
 * TanStack Query and a router (at `path`), so links and hooks behave as in the browser.
 */
export function renderWithShop(ui: ReactNode, options: ShopTreeOptions = {}) {
  return render(withShop(ui, options));
}

interface ShopTreeOptions {
  config?: PageConfig;
  path?: string;
  /** the page's language (en-US unless given) */
  language?: 'en-US' | 'es-ES' | 'ar-SA';
}

/** `ui` inside the app's providers, for `renderWithShop` or a server render (`renderToString`). */
export function withShop(ui: ReactNode, options: ShopTreeOptions = {}) {
  const language = options.language ?? 'en-US';
  const translator = createTranslator(language, { 'en-US': enUS, 'es-ES': esES, 'ar-SA': arSA });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return (
    <TranslationProvider translator={translator}>
      <QueryClientProvider client={queryClient}>
        <ShopProvider config={options.config ?? pageConfigFixture} languageCode={language}>
          <RouterProvider router={router} />
        </ShopProvider>
      </QueryClientProvider>
    </TranslationProvider>
  );
}
