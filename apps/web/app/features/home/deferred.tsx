import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';
import { HydrateWhenVisible } from '../../ui/hydrate-when-visible.tsx';

interface DeferredProps<T> {
  resolve: Promise<T | null> | T | null;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * A block whose data streams in after the first HTML: the fallback (a skeleton) shows until the
 * promise resolves; a block whose data is null (its call failed) renders nothing.
 */
export function Deferred<T>({ resolve, fallback, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={null}>
        {(value: T | null) => (value === null ? null : children(value))}
      </Await>
    </Suspense>
  );
}

/** A deferred block below the first screen, hydrated (and laid out) when it comes near the viewport. */
export function DeferredBelowFold<T>({
  skipOffscreenRendering,
  ...block
}: DeferredProps<T> & { skipOffscreenRendering?: boolean }) {
  return (
    <HydrateWhenVisible skipOffscreenRendering={skipOffscreenRendering}>
      <Deferred {...block} />
    </HydrateWhenVisible>
  );
}
