import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createClientTranslator } from './lib/i18n.client.ts';
import { TranslationProvider } from './lib/i18n-react.tsx';

const language = document.documentElement.lang || DEFAULT_LANGUAGE;

// While the language file loads, the browser's one-time set-up of number formatting (its locale
// data) and of local storage runs in a task of its own: during hydration it made one long task
// of the first price and the session start.
setTimeout(() => {
  try {
    new Intl.NumberFormat(language).format(1);
    window.localStorage.length;
  } catch {
    // storage may be blocked; the session start-up copes with that
  }
}, 0);

// Hydrate only once the rendered language's file is loaded, so the first client render matches the HTML.
createClientTranslator(language).then((translator) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider translator={translator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslationProvider>,
    );
  });
});
