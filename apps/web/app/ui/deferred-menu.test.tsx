// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu.tsx';

function Menu({ label, defaultOpen }: { label: string } & DeferredMenuProps) {
  return (
    <div>
      <button type="button">{label}</button>
      {defaultOpen ? <ul aria-label="menu items" /> : null}
    </div>
  );
}

function setup() {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return Menu;
  };
  const ui = () => (
    <DeferredMenu
      load={load}
      props={{ label: 'Real trigger' }}
      placeholder={(handlers) => (
        <button type="button" aria-haspopup="menu" {...handlers}>
          Placeholder
        </button>
      )}
    />
  );
  return { ui, loads: () => loads };
}

describe('DeferredMenu', () => {
  afterEach(cleanup);

  it('shows the plain button until clicked, then the real menu, open', async () => {
    const { ui, loads } = setup();
    render(ui());
    expect(loads()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Placeholder' }));
    expect(await screen.findByRole('button', { name: 'Real trigger' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'menu items' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Placeholder' })).toBeNull();
  });

  it('fetches on hover without opening, and a later mount renders the real menu closed', async () => {
    const { ui, loads } = setup();
    const first = render(ui());
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Placeholder' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads()).toBe(1);
    expect(screen.getByRole('button', { name: 'Placeholder' })).toBeTruthy();
    first.unmount();
    render(ui());
    expect(screen.getByRole('button', { name: 'Real trigger' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'menu items' })).toBeNull();
  });
});
