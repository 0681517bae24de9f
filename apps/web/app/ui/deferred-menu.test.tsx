// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DropdownMenu } from 'radix-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredMenu } from './deferred-menu.tsx';

function Body({ item }: { item: string }) {
  return <DropdownMenu.Item>{item}</DropdownMenu.Item>;
}

function setup() {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return Body;
  };
  const ui = () => (
    <DeferredMenu
      trigger={{ label: 'Account menu', className: 'trigger', content: <span>Ann</span> }}
      contentClassName="min-w-52"
      load={load}
      props={{ item: 'Orders' }}
    />
  );
  return { ui, loads: () => loads };
}

describe('DeferredMenu', () => {
  afterEach(cleanup);

  it('shows a plain button until clicked, then the real menu, open, with the body inside', async () => {
    const { ui, loads } = setup();
    render(ui());
    const placeholder = screen.getByRole('button', { name: 'Account menu' });
    expect(placeholder.getAttribute('aria-haspopup')).toBe('menu');
    expect(loads()).toBe(0);
    fireEvent.click(placeholder);
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toBeTruthy();
    // The open (modal) menu hides the rest of the page from assistive technology, trigger included.
    const trigger = screen.getByRole('button', { name: 'Account menu', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('fetches on hover without opening, and a later mount renders the real menu closed', async () => {
    const { ui, loads } = setup();
    const first = render(ui());
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account menu' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads()).toBe(1);
    first.unmount();
    render(ui());
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('menuitem', { name: 'Orders' })).toBeNull();
    expect(loads()).toBe(1);
  });
});
