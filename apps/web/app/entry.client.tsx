import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createClientI18n } from './lib/i18n.client.ts';

// Hydrate only once the rendered language's file is loaded, so the first client render matches the HTML.
createClientI18n(document.documentElement.lang || DEFAULT_LANGUAGE).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
});
