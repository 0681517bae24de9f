// @vitest-environment jsdom
import { type ComponentType, lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The rule decision 163 rests on (routes/products.$slug.tsx): a Suspense boundary that has not
 * hydrated yet is left alone by a synchronous update of its parent only when the parent gives it
 * the same element again. The product page's cart arrives through a store (a query) while its
 * boundaries wait to hydrate; a new `<Suspense>` element there made React hydrate the boundary at
 * once, in that synchronous render. Here the boundary waits on a module still loading (a lazy
 * component), so what React does with it shows: left alone, or its server HTML thrown away for the
 * fallback. If React changes this rule, this test fails.
 */

function Details() {
  return <p>Details from the server</p>;
}

/** A store like the query cache: a value, subscribers, and synchronous updates. */
function createStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: number) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

async function hydrateWithUpdate(memoized: boolean) {
  const store = createStore();
  let finishLoading: (module: { default: typeof Details }) => void = () => {};
  const LazyDetails = lazy(
    () =>
      new Promise<{ default: typeof Details }>((resolve) => {
        finishLoading = resolve;
      }),
  );

  function Page({ details }: { details: ComponentType }) {
    const inCart = useSyncExternalStore(store.subscribe, store.get, store.get);
    const DetailsPart = details;
    const memoBoundary = useMemo(
      () => (
        <Suspense fallback={<p>Loading details</p>}>
          <DetailsPart />
        </Suspense>
      ),
      [DetailsPart],
    );
    return (
      <div>
        <p>In the cart: {inCart}</p>
        {memoized ? (
          memoBoundary
        ) : (
          <Suspense fallback={<p>Loading details</p>}>
            <DetailsPart />
          </Suspense>
        )}
      </div>
    );
  }

  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page details={Details} />);
  const errors: unknown[] = [];
  root = hydrateRoot(container, <Page details={LazyDetails} />, {
    onRecoverableError: (error) => errors.push(error),
  });
  // the shell hydrates; the boundary waits for its module
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.textContent).toContain('In the cart: 0');
  // the cart arrives: a synchronous update of the page, as a query's is
  flushSync(() => store.set(2));
  const afterUpdate = container.textContent;
  finishLoading({ default: Details });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { afterUpdate, errors, final: container.textContent };
}

describe('a product page boundary waiting to hydrate, when the cart arrives', () => {
  it('is left alone when the page gives it the same element again', async () => {
    const { afterUpdate, errors, final } = await hydrateWithUpdate(true);
    expect(afterUpdate).toContain('In the cart: 2');
    expect(afterUpdate).toContain('Details from the server');
    expect(errors).toEqual([]);
    expect(final).toContain('Details from the server');
  });

  it('is hydrated at once (here: dropped for its fallback) when given a new element', async () => {
    const { afterUpdate } = await hydrateWithUpdate(false);
    expect(afterUpdate).toContain('In the cart: 2');
    expect(afterUpdate).toContain('Loading details');
    expect(afterUpdate).not.toContain('Details from the server');
  });
});
