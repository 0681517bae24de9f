import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLanguage, usePageConfig } from '../../lib/shop-context.tsx';
import { DeferredMenu } from '../../ui/deferred-menu.tsx';
import { Flag } from '../../ui/flag.tsx';

const LANGUAGE_TRIGGER_CLASS =
  'inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-sm text-slate-600 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500';

/** The button's face: the current language's flag and name. */
function LanguageTriggerContent() {
  const current = useLanguage();
  return (
    <>
      <Flag code={current.flag} />
      <span className="hidden sm:inline">{current.name}</span>
      <ChevronDown aria-hidden className="size-3.5" />
    </>
  );
}

const loadMenuBody = () => import('./language-menu-dropdown.tsx').then((m) => m.LanguageMenuBody);

/**
 * Language dropdown with flags: a keyboard-operable menu of radio items. The choice is saved
 * (localStorage and the `lang` cookie) and the same page loads in that language
 * (storefront spec §1). The menu's code loads on first use (DeferredMenu); until then the button is
 * a plain one.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { languages } = usePageConfig();
  const current = useLanguage();

  if (languages.length < 2) return null;

  return (
    <DeferredMenu
      trigger={{
        label: t('language_current', { language: current.name }),
        className: LANGUAGE_TRIGGER_CLASS,
        content: <LanguageTriggerContent />,
      }}
      contentClassName="min-w-44"
      load={loadMenuBody}
      props={{}}
    />
  );
}
