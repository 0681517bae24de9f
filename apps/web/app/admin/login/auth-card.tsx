import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The operator sign-in pages' card: an icon, a title and a line, then the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-slate-900 text-white">
            <ShieldCheck aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
