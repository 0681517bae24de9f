import { type ComponentProps, lazy, Suspense } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { useToasterWanted } from '../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Sonner's Toaster, mounted (and its code fetched) only once a toast is shown (lib/toast.ts). */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
