// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop, withShop } from '../../testing/render-with-shop.tsx';
import { LazyHomeBlock } from './lazy-block.tsx';

/** What the page's blocks observe: each box is told whether it is near the viewport, by the test. */
const observed: { target: Element; report: (near: boolean) => void }[] = [];

class FakeIntersectionObserver {
  /** the block's callback (it reads the entries only) */
  constructor(private readonly callback: (entries: IntersectionObserverEntry[]) => void) {}
  observe(target: Element) {
    observed.push({
      target,
      report: (near) => this.callback([{ target, isIntersecting: near } as IntersectionObserverEntry]),
    });
  }
  disconnect() {}
}

const asked: string[] = [];

function block(name: 'newArrivals' | 'aboutUs') {
  return (
    <LazyHomeBlock
      name={name}
      label={name === 'aboutUs' ? 'About Us' : 'New Arrivals'}
      reserve="h-96"
      skeleton={<p>Loading {name}</p>}
    >
      {(data) => <h2>{Array.isArray(data) ? `${data.length} new arrivals` : 'About us'}</h2>}
    </LazyHomeBlock>
  );
}

describe('LazyHomeBlock', () => {
  beforeEach(() => {
    observed.length = 0;
    asked.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url, 'http://shop.test').pathname;
        asked.push(path);
        const result = path.endsWith('/about-us') ? { showAboutUs: '1' } : [{ id: 1 }];
        return new Response(JSON.stringify({ success: true, status: 200, message: '', result }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is an empty reserved box in the server HTML', () => {
    const html = renderToString(withShop(block('newArrivals')));
    expect(html).toContain('data-home-block="newArrivals"');
    expect(html).toContain('data-home-waiting="true" class="h-96"');
    expect(html).not.toContain('Loading');
  });

  it('names its box for screen readers, whose browse mode reaches it without focus', () => {
    renderWithShop(block('newArrivals'));
    expect(screen.getByText('New Arrivals, loading…').className).toBe('sr-only');
  });

  it('asks for its data only when it comes near the viewport, shows its skeleton, then the block', async () => {
    renderWithShop(block('newArrivals'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);

    observed.find((o) => o.target.getAttribute('data-home-block') === 'newArrivals')!.report(true);
    await screen.findByText('Loading newArrivals');
    await screen.findByRole('heading', { name: '1 new arrivals' });
    expect(asked).toEqual(['/api/v1/homepage/new-arrivals']);
  });

  it('loads every block on the first Tab press, so the keyboard reaches them in page order', async () => {
    renderWithShop(
      <>
        {block('newArrivals')}
        {block('aboutUs')}
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await screen.findByRole('heading', { name: '1 new arrivals' });
    await screen.findByRole('heading', { name: 'About us' });
    expect(asked.sort()).toEqual(['/api/v1/homepage/about-us', '/api/v1/homepage/new-arrivals']);
  });

  it('renders a block already fetched at once when it mounts again, as after a navigation back home', async () => {
    // its data arriving is rendered as a deferred value (decision 160); a mount with the data in the
    // cache must not wait for that, nor show the empty box or the skeleton first
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((now) => !now)}>
            toggle
          </button>
          {shown ? block('newArrivals') : null}
        </>
      );
    }
    renderWithShop(<Toggle />);
    observed.find((o) => o.target.getAttribute('data-home-block') === 'newArrivals')!.report(true);
    await screen.findByRole('heading', { name: '1 new arrivals' });
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('heading', { name: '1 new arrivals' })).toBeNull();
    // every change to the DOM while it mounts again: the block must come in whole, not into a box
    // put in empty (or holding the waiting text or the skeleton) first
    const changes = new MutationObserver(() => {});
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('heading', { name: '1 new arrivals' })).toBeTruthy();
    const records = changes.takeRecords();
    changes.disconnect();
    expect(records.some((record) => (record.target as Element).closest?.('[data-home-block]'))).toBe(false);
    expect(
      records.some((record) =>
        [...record.addedNodes].some((node) => node.textContent?.includes('1 new arrivals')),
      ),
    ).toBe(true);
    expect(asked).toEqual(['/api/v1/homepage/new-arrivals']);
  });
});
