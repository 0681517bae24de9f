import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';

/**
 * A block whose data streams in after the first HTML: the fallback (a skeleton) shows until the
 * promise resolves; a block whose data is null (its call failed) renders nothing.
 */
export function Deferred<T>({
  resolve,
  fallback,
  children,
}: {
  resolve: Promise<T | null> | T | null;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={null}>
        {(value: T | null) => (value === null ? null : children(value))}
      </Await>
    </Suspense>
  );
}
