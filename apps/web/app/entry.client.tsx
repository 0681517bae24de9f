import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createClientTranslator } from './lib/i18n.client.ts';
import { TranslationProvider } from './lib/i18n-react.tsx';
import { nextTask } from './lib/next-task.ts';

const language = document.documentElement.lang || DEFAULT_LANGUAGE;

// While the language file loads, the browser's one-time set-up of local storage runs in a task of
// its own: during hydration it lengthened the session start's task. (Numbers are written without
// Intl, whose set-up was a longer task still: contracts/number-format, decision 48.)
setTimeout(() => {
  try {
    window.localStorage.length;
  } catch {
    // storage may be blocked; the session start-up copes with that
  }
}, 0);
// And sessionStorage's, which React Router's scroll restoration reads in hydration's layout
// effects (its inline script no longer reads it for a new history entry: lib/framework-tricks.ts).
setTimeout(() => {
  try {
    window.sessionStorage.length;
  } catch {
    // blocked storage: the scroll restoration copes with that
  }
}, 0);
// Likewise the first read of the page's cookies (the zone, the language, the guest id), ~10 ms on
// its own, which otherwise fell inside hydration's passive effects.
setTimeout(() => {
  document.cookie;
}, 0);

// Hydrate only once the rendered language's file is loaded, so the first client render matches the HTML.
createClientTranslator(language).then(async (translator) => {
  // the start-up module's evaluation and hydration's first slice were one long task
  await nextTask();
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
