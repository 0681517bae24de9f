import { type ComponentType, type HTMLAttributes, type ReactNode, useState } from 'react';

/** What a deferred menu's component takes besides its own props: whether it starts open. */
export interface DeferredMenuProps {
  defaultOpen?: boolean;
}

type PlaceholderHandlers = Pick<HTMLAttributes<HTMLButtonElement>, 'onClick' | 'onFocus' | 'onPointerEnter'>;

/** Menus fetched so far, by their loader: a later mount renders the real menu at once. */
const fetched = new Map<unknown, ComponentType<never>>();

/**
 * A dropdown menu whose code (Radix's menu and its positioning, ~25 kB gzipped) is not part of the
 * page's first JavaScript. Until it is needed, `placeholder` renders a plain button that looks and
 * reads like the menu's trigger; pointing at it or focusing it fetches the menu, and clicking it
 * (mouse, Enter or Space) swaps in the real menu, already open.
 */
export function DeferredMenu<P extends object>({
  load,
  props,
  placeholder,
}: {
  load: () => Promise<ComponentType<P & DeferredMenuProps>>;
  props: P;
  placeholder: (handlers: PlaceholderHandlers) => ReactNode;
}) {
  const [menu, setMenu] = useState<{ Component: ComponentType<P & DeferredMenuProps>; open: boolean } | null>(
    () => {
      const Component = fetched.get(load) as ComponentType<P & DeferredMenuProps> | undefined;
      return Component ? { Component, open: false } : null;
    },
  );
  if (menu) return <menu.Component {...props} defaultOpen={menu.open} />;

  const fetchMenu = async () => {
    const Component = await load();
    fetched.set(load, Component as ComponentType<never>);
    return Component;
  };
  const prefetch = () => {
    fetchMenu().catch(() => {
      // Tried again on click.
    });
  };
  return placeholder({
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      fetchMenu().then(
        (Component) => setMenu({ Component, open: true }),
        () => {
          // The menu's file could not be fetched (offline): the button stays as it is.
        },
      );
    },
  });
}
