import { type ComponentProps, lazy, Suspense } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { useToasterWanted } from '../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Sonner's Toaster, mounted (and its code fetched) only once a toast is shown (lib/toast.ts).
 * The empty wrapper is there from the start with `aria-live`: a modal dialog hides everything
 * else from assistive technology when it opens except live regions, so a toast shown from a
 * dialog (the first toast of the page) must mount inside one that already exists.
 */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const wanted = useToasterWanted();
  return (
    <div aria-live="off" data-toaster-host="">
      {wanted ? (
        <Suspense fallback={null}>
          <Toaster {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
