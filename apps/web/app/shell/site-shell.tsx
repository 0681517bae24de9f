import type { Footer } from '@shop/contracts/content';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter } from '../features/footer/site-footer.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { takeFlashToast } from '../lib/flash-toast.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { rememberPageLanguage } from '../lib/language-choice.ts';
import { inNextTask } from '../lib/next-task.ts';
import { usePopupStore } from '../lib/popup-store.ts';
import { useLanguage } from '../lib/shop-context.tsx';
import { toast } from '../lib/toast.ts';
import { useZoneCookieSync } from '../lib/user-location.ts';
import { LazyToaster } from './lazy-toaster.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { Popups } from './popups.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Route change closes any popup. Scrolling is React Router's <ScrollRestoration/> (in root.tsx):
 * a new navigation starts at the top, back/forward restores the old position, and a link or
 * navigate() with `preventScrollReset` keeps the current position. We use that flag instead of
 * a custom `{ keepScroll: true }` navigation state, so there is one mechanism, not two.
 */
function useCloseOnNavigation() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (location.key)
  useEffect(() => {
    usePopupStore.getState().closeForNavigation(location.key);
    usePopupStore.getState().takeAfterNavigation(location.pathname)?.();
  }, [location.key]);
}

/**
 * Shows a toast queued before a reload, and remembers the page's language (lib/language-choice.ts),
 * in a task of its own after hydration's effects: their storage and cookie reads and writes made the
 * shell's effects one task of ~15 ms at Lighthouse's 6× on this machine (decision 164).
 */
function useStartupEffects() {
  const language = useLanguage();
  useEffect(
    () =>
      inNextTask(() => {
        rememberPageLanguage(language.code);
        const message = takeFlashToast();
        if (message) toast.success(message);
      }),
    [language.code],
  );
}

export function SiteShell({ footer, children }: { footer: Footer | null; children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  useCloseOnNavigation();
  useStartupEffects();
  useZoneCookieSync();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 pb-14 lg:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('skip_to_content')}
      </a>
      <SiteHeader />
      {/* Each boundary hydrates in a commit of its own after the shell's (decision 151). */}
      <main id="main" className="flex-1">
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <NewsletterForm />
        {footer ? <SiteFooter footer={footer} /> : null}
      </Suspense>
      <MobileBottomBar />
      <Popups />
      <LazyToaster
        position="bottom-center"
        richColors
        closeButton
        dir={language.isRtl ? 'rtl' : 'ltr'}
        // Above the mobile bottom bar (3.5rem) on small screens.
        mobileOffset={{ bottom: 72 }}
      />
    </div>
  );
}
