import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

/** A button showing only an icon: the accessible name is required. */
export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  'aria-label': string;
}

export function IconButton({ className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={clsx(
        'inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors',
        'hover:bg-slate-100 hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        className,
      )}
      {...rest}
    />
  );
}
