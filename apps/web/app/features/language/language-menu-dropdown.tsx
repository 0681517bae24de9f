import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLanguage, usePageConfig } from '../../lib/shop-context.tsx';
import type { DeferredMenuProps } from '../../ui/deferred-menu.tsx';
import { Flag } from '../../ui/flag.tsx';
import { chooseLanguage, LANGUAGE_TRIGGER_CLASS, LanguageTriggerContent } from './language-menu.tsx';

/** The language menu itself (Radix): loaded when the header's language button is first used. */
export function LanguageDropdown({ defaultOpen }: DeferredMenuProps) {
  const { t } = useTranslation();
  const { languages } = usePageConfig();
  const current = useLanguage();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={t('language_current', { language: current.name })}
        className={LANGUAGE_TRIGGER_CLASS}
      >
        <LanguageTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={current.code}
            onValueChange={(code) => chooseLanguage(code, current.code)}
          >
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
