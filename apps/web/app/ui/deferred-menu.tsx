import { type ComponentType, useState } from 'react';
import type { MenuTrigger } from './menu-trigger.ts';

export interface DeferredMenuProps<P> {
  trigger: MenuTrigger;
  /** Classes of the menu's panel besides the shared ones (its width). */
  contentClassName: string;
  /**
   * Fetches the menu's body: its items, written with Radix's `DropdownMenu` parts. Pass the same
   * function on every render (a module-level constant): it is also the key of the loaded body.
   */
  load: () => Promise<ComponentType<P>>;
  props: P;
}

interface LoadedMenu {
  Frame: typeof import('./dropdown-menu-frame.tsx').DropdownMenuFrame;
  Body: ComponentType<never>;
}

/** Menus fetched so far, by their loader: a later mount renders the real menu at once. */
const fetched = new Map<unknown, LoadedMenu>();

async function fetchMenu(load: () => Promise<ComponentType<never>>): Promise<LoadedMenu> {
  const known = fetched.get(load);
  if (known) return known;
  const [{ DropdownMenuFrame }, Body] = await Promise.all([import('./dropdown-menu-frame.tsx'), load()]);
  const menu = { Frame: DropdownMenuFrame, Body };
  fetched.set(load, menu);
  return menu;
}

/**
 * A dropdown menu whose code (Radix's menu and its positioning, ~25 kB gzipped) is not part of the
 * page's first JavaScript. Until it is needed, a plain button that looks and reads like the
 * menu's trigger stands in; pointing at it or focusing it fetches the menu (the shared frame and
 * this menu's body), and clicking it (mouse, Enter or Space) swaps in the real menu, already open.
 */
export function DeferredMenu<P extends object>({
  trigger,
  contentClassName,
  load,
  props,
}: DeferredMenuProps<P>) {
  const [menu, setMenu] = useState<{ loaded: LoadedMenu; open: boolean } | null>(() => {
    const loaded = fetched.get(load);
    return loaded ? { loaded, open: false } : null;
  });

  if (menu) {
    const { Frame } = menu.loaded;
    const Body = menu.loaded.Body as ComponentType<P>;
    return (
      <Frame trigger={trigger} contentClassName={contentClassName} defaultOpen={menu.open}>
        <Body {...props} />
      </Frame>
    );
  }

  const prefetch = () => {
    fetchMenu(load as () => Promise<ComponentType<never>>).catch(() => {
      // Tried again on click.
    });
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={trigger.label}
      className={trigger.className}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        fetchMenu(load as () => Promise<ComponentType<never>>).then(
          (loaded) => setMenu({ loaded, open: true }),
          () => {
            // The menu's file could not be fetched (offline): the button stays as it is.
          },
        );
      }}
    >
      {trigger.content}
    </button>
  );
}
