import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLanguage, usePageConfig } from '../../lib/shop-context.tsx';
import { Flag } from '../../ui/flag.tsx';
import { chooseLanguage } from './choose-language.ts';

/** The language menu's items (radio items with flags): loaded when the header's language button is first used. */
export function LanguageMenuBody() {
  const { languages, defaultLang } = usePageConfig();
  const current = useLanguage();
  return (
    <DropdownMenu.RadioGroup
      value={current.code}
      onValueChange={(code) => chooseLanguage(code, current.code, defaultLang)}
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
  );
}
