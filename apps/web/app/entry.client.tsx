import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createClientTranslator } from './lib/i18n.client.ts';
import { TranslationProvider } from './lib/i18n-react.tsx';
import { nextTask } from './lib/next-task.ts';

/**
 * The entry's work, started from a microtask rather than from the module's own top-level code.
 * A timer or a fetch started there makes Chromium, while DevTools or a trace records the page with
 * stacks (as Lighthouse does), capture the caller's source position, and the caller would be this
 * chunk's top-level code, some 210 KB with react-dom, which V8 then re-parses (20–30 ms in a trace;
 * decision 159). From a microtask, the callers are the small functions below.
 */
function start() {
  const language = document.documentElement.lang || DEFAULT_LANGUAGE;

  // While the language file loads, each of the browser's one-time set-ups that hydration would
  // otherwise pay inside a longer task runs first, in a task of its own: local storage (the session
  // start), sessionStorage (React Router's scroll restoration, in hydration's layout effects; its
  // inline script no longer reads it for a new history entry: lib/framework-tricks.ts) and the
  // page's cookies (the zone, the language, the guest id; ~10 ms in hydration's passive effects).
  // (Numbers are written without Intl, whose set-up was a longer task still: decision 48.)
  const FIRST_READS = [
    () => window.localStorage.length,
    () => window.sessionStorage.length,
    () => document.cookie,
  ];
  for (const firstRead of FIRST_READS) {
    setTimeout(() => {
      try {
        firstRead();
      } catch {
        // blocked storage: its readers cope with that
      }
    }, 0);
  }

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
}

queueMicrotask(start);
