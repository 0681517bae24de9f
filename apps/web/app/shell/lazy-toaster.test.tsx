// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../lib/toast.ts';
import { LazyToaster } from './lazy-toaster.tsx';

describe('LazyToaster', () => {
  afterEach(cleanup);

  it('mounts nothing until a toast is shown, then shows it (sonner fetched on demand)', async () => {
    const { container } = render(<LazyToaster />);
    expect(screen.queryByRole('region')).toBeNull();
    // The host a modal dialog leaves visible to assistive technology (it spares live regions).
    expect(container.querySelector('[aria-live]')?.childElementCount).toBe(0);
    act(() => toast.success('Saved to your wishlist'));
    expect(await screen.findByText('Saved to your wishlist', {}, { timeout: 5000 })).toBeTruthy();
    act(() => toast.error('Could not save'));
    expect(await screen.findByText('Could not save', {}, { timeout: 5000 })).toBeTruthy();
  });
});
