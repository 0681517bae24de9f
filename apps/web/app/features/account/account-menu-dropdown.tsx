import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLogout } from '../../lib/session.ts';
import { ACCOUNT_LINKS } from './account-links.ts';

/** The signed-in account menu's items: loaded when the header's account button is first used. */
export function AccountMenuBody({ name }: { name: string }) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  return (
    <>
      <DropdownMenu.Label className="px-2.5 py-2 text-xs text-slate-500">
        {t('signed_in_as', { name })}
      </DropdownMenu.Label>
      {ACCOUNT_LINKS.map(({ section, to, icon: Icon }) => (
        <DropdownMenu.Item key={section} asChild>
          <Link
            to={to}
            className="flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <Icon aria-hidden className="size-4 text-slate-500" />
            {t(section)}
          </Link>
        </DropdownMenu.Item>
      ))}
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Item
        disabled={pending}
        onSelect={() => void logout()}
        className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-red-600 outline-none data-[highlighted]:bg-red-50"
      >
        <LogOut aria-hidden className="size-4" />
        {t('logout')}
      </DropdownMenu.Item>
    </>
  );
}
