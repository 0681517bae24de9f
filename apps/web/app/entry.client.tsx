import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createClientI18n } from './lib/i18n.client.ts';

// While the language file loads, the browser's one-time set-up of number formatting (its locale
// data) and of local storage runs in a task of its own: during hydration it made one long task
// of the first price and the session start.
setTimeout(() => {
  try {
    new Intl.NumberFormat(document.documentElement.lang || DEFAULT_LANGUAGE).format(1);
    window.localStorage.length;
  } catch {
    // storage may be blocked; the session start-up copes with that
  }
}, 0);

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
