// @vitest-environment jsdom
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACT_PROPS_KEY_PREFIX, TAP_HOLD_ATTRIBUTE, TAP_REPLAY_SCRIPT } from './tap-replay.ts';

/**
 * The inline script against real React hydration: if React stops marking hydrated elements the way
 * the script looks for (`__reactProps$…`), or stops keeping the server's elements when it
 * hydrates, these fail.
 */
beforeAll(() => {
  // real scheduling, as in a browser: hydration and the replays run in later tasks
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
});

beforeEach(() => {
  // each test is a new page: the script runs once per document, as in the page's <head> (a second
  // copy replaces the first)
  new Function(TAP_REPLAY_SCRIPT)();
});

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** Server HTML of `element` in the document, not hydrated yet. */
function serve(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}

/** Hydrates, then says so once committed, as the root component's effect does. */
async function hydrate(container: HTMLElement, element: React.ReactElement) {
  root = hydrateRoot(container, element);
  await ticks(1);
  window.__tapReplay?.hydrated();
}

/** Lets the script's replay ticks (50 ms apart) run, one per queued tap, and React render. */
async function ticks(count: number) {
  await new Promise((resolve) => setTimeout(resolve, 60 * count));
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function Sizes({ onAdd }: { onAdd: (size: string) => void }) {
  const [size, setSize] = useState('XS');
  return (
    <div>
      <p>{`Size ${size}`}</p>
      <button type="button" onClick={() => setSize('S')}>
        S
      </button>
      <button type="button" onClick={() => onAdd(size)}>
        Add to cart
      </button>
    </div>
  );
}

describe('taps before hydration', () => {
  it('holds a tap until React has hydrated the control, then replays it once', async () => {
    const onAdd = vi.fn();
    const container = serve(<Sizes onAdd={() => {}} />);
    button('Add to cart').click();
    await ticks(2);
    expect(onAdd).not.toHaveBeenCalled();

    await hydrate(container, <Sizes onAdd={onAdd} />);
    expect(Object.keys(button('Add to cart')).some((key) => key.startsWith(REACT_PROPS_KEY_PREFIX))).toBe(
      true,
    );
    await ticks(3);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('waits for the commit the page announces, not only for React to have rendered the control', async () => {
    const onAdd = vi.fn();
    const container = serve(<Sizes onAdd={() => {}} />);
    button('Add to cart').click();
    root = hydrateRoot(container, <Sizes onAdd={onAdd} />);
    await ticks(3);
    // rendered (marked) but the page has not said it has committed: still held
    expect(Object.keys(button('Add to cart')).some((key) => key.startsWith(REACT_PROPS_KEY_PREFIX))).toBe(
      true,
    );
    expect(onAdd).not.toHaveBeenCalled();
    window.__tapReplay?.hydrated();
    await ticks(2);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('holds a tap on a control React has rendered but the page has not committed', async () => {
    const onAdd = vi.fn();
    const container = serve(<Sizes onAdd={() => {}} />);
    root = hydrateRoot(container, <Sizes onAdd={onAdd} />);
    await ticks(1);
    button('Add to cart').click();
    await ticks(2);
    expect(onAdd).not.toHaveBeenCalled();
    window.__tapReplay?.hydrated();
    await ticks(2);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('replays taps in order, each after the previous one has rendered', async () => {
    const onAdd = vi.fn();
    const container = serve(<Sizes onAdd={() => {}} />);
    button('S').click();
    button('Add to cart').click();
    await hydrate(container, <Sizes onAdd={onAdd} />);
    await ticks(4);
    expect(container.textContent).toContain('Size S');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('S');
  });

  it('hands text typed before hydration to React once the field is live', async () => {
    function Search() {
      const [query, setQuery] = useState('');
      return (
        <label>
          {`Query: ${query}`}
          <input value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
      );
    }
    const container = serve(<Search />);
    const field = container.querySelector('input')!;
    field.value = 'hedphones';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrate(container, <Search />);
    await ticks(3);
    expect(container.textContent).toContain('Query: hedphones');
    expect(field.value).toBe('hedphones');
  });

  it('does not hold links or the submit button of a form that works without JavaScript', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    serve(
      <form action="/search" method="get">
        <button type="submit">Search</button>
      </form>,
    );
    document.querySelector('form')?.addEventListener('submit', submitted);
    button('Search').click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('holds a marked submit button of a form with an action, and replays it to the live form', async () => {
    const nativeSubmit = vi.fn((event: Event) => event.preventDefault());
    const handled = vi.fn();
    function AddForm({ onAdd }: { onAdd: () => void }) {
      return (
        <form
          action="/products/x"
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onAdd();
          }}
        >
          <button type="submit" {...{ [TAP_HOLD_ATTRIBUTE]: '' }}>
            Add to cart
          </button>
        </form>
      );
    }
    const container = serve(<AddForm onAdd={() => {}} />);
    container.querySelector('form')?.addEventListener('submit', nativeSubmit);
    button('Add to cart').click();
    await ticks(2);
    expect(nativeSubmit).not.toHaveBeenCalled();

    await hydrate(container, <AddForm onAdd={handled} />);
    await ticks(2);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('presses Ctrl+K again once the page has hydrated', async () => {
    const pressed = vi.fn();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    window.addEventListener('keydown', (event) => pressed(event.key, event.ctrlKey));
    await ticks(2);
    expect(pressed).not.toHaveBeenCalled();
    window.__tapReplay?.hydrated();
    await ticks(2);
    expect(pressed).toHaveBeenCalledExactlyOnceWith('k', true);
  });
});
