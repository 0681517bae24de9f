import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

export interface EmptyStateProps {
  icon: LucideIcon;
  /** what is empty, e.g. "Your cart is empty" */
  text: string;
  /** the way back to shopping */
  action: { label: string; to: string; onNavigate?: () => void };
}

/** An empty list (cart, wishlist): an icon, what is empty, and a link back to shopping. */
export function EmptyState({ icon: Icon, text, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <Icon aria-hidden className="size-10 text-slate-400" />
      <p className="text-base font-semibold text-slate-800">{text}</p>
      <Link to={action.to} onClick={action.onNavigate} className={buttonClasses('primary', 'md')}>
        {action.label}
      </Link>
    </div>
  );
}
