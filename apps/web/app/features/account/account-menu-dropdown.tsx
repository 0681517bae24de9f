import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../lib/session.ts';
import type { DeferredMenuProps } from '../../ui/deferred-menu.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { ACCOUNT_TRIGGER_CLASS, AccountTriggerContent } from './account-menu.tsx';

/** The signed-in account menu itself (Radix): loaded when the header's account button is first used. */
export function AccountDropdown({
  name,
  avatar,
  defaultOpen,
}: { name: string; avatar: string | null } & DeferredMenuProps) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={t('account_menu_of', { name })} className={ACCOUNT_TRIGGER_CLASS}>
        <AccountTriggerContent name={name} avatar={avatar} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
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
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
