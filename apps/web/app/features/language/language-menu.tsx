import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { saveLanguageChoice } from '../../lib/language-choice.ts';
import { useLanguage, usePageConfig } from '../../lib/shop-context.tsx';

function Flag({ code }: { code: string }) {
  return <span aria-hidden className={`fi fi-${code.toLowerCase()} shrink-0 rounded-[2px] shadow-sm`} />;
}

/**
 * Language dropdown with flags: a keyboard-operable menu of radio items. The choice is saved
 * (localStorage and the `lang` cookie) and the page reloads so the server renders it (SPEC §1).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { languages } = usePageConfig();
  const current = useLanguage();

  function choose(code: string) {
    if (code === current.code) return;
    saveLanguageChoice(code);
    window.location.reload();
  }

  if (languages.length < 2) return null;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('language_current', { language: current.name })}
        className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-sm text-slate-600 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <Flag code={current.flag} />
        <span className="hidden sm:inline">{current.name}</span>
        <ChevronDown aria-hidden className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup value={current.code} onValueChange={choose}>
            {languages.map((language) => (
              <DropdownMenu.RadioItem
                key={language.code}
                value={language.code}
                lang={language.code}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold"
              >
                <Flag code={language.flag} />
                <span className="flex-1">{language.name}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden className="size-4 text-primary-600" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
