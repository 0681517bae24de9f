import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import type { MenuTrigger } from './menu-trigger.ts';

/** The Radix menu around a deferred menu's body (loaded with it, see `DeferredMenu`). */
export function DropdownMenuFrame({
  trigger,
  contentClassName,
  defaultOpen,
  children,
}: {
  trigger: MenuTrigger;
  contentClassName: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className={clsx('z-50 rounded-xl border border-slate-200 bg-white p-1 shadow-lg', contentClassName)}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
