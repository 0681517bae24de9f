import type { ReactNode } from 'react';

/** What the trigger of a deferred menu is, before and after the menu's code has loaded. */
export interface MenuTrigger {
  /** The trigger's accessible name. */
  label: string;
  className: string;
  /** What the trigger shows. */
  content: ReactNode;
}
