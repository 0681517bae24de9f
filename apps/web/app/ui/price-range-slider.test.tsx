// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageConfigFixture } from '../testing/fixtures.ts';
import { renderWithShop } from '../testing/render-with-shop.tsx';
import { PriceRangeSlider } from './price-range-slider.tsx';

function renderSlider(options: { rtl?: boolean; value?: [number, number] } = {}) {
  const onCommit = vi.fn();
  const config = options.rtl
    ? { ...pageConfigFixture, languages: [{ code: 'en-US', name: 'English', flag: 'us', isRtl: true }] }
    : pageConfigFixture;
  renderWithShop(
    <PriceRangeSlider
      min={0}
      max={100}
      value={options.value ?? [10, 90]}
      onCommit={onCommit}
      formatValue={(price) => `$${price}`}
      commitDelayMs={0}
    />,
    { config },
  );
  const minimum = screen.getByRole('slider', { name: 'Minimum price' });
  const maximum = screen.getByRole('slider', { name: 'Maximum price' });
  return { onCommit, minimum, maximum };
}

describe('PriceRangeSlider', () => {
  afterEach(cleanup);

  it('names both thumbs and gives their values, each bounded by the other', () => {
    const { minimum, maximum } = renderSlider();
    expect(minimum.getAttribute('aria-valuenow')).toBe('10');
    expect(minimum.getAttribute('aria-valuetext')).toBe('$10');
    expect(minimum.getAttribute('aria-valuemin')).toBe('0');
    expect(minimum.getAttribute('aria-valuemax')).toBe('90');
    expect(maximum.getAttribute('aria-valuemin')).toBe('10');
    expect(maximum.getAttribute('aria-valuemax')).toBe('100');
    expect(minimum.tabIndex).toBe(0);
  });

  it('steps with the arrow keys, Page Up/Down, and commits the new range', async () => {
    const { onCommit, minimum, maximum } = renderSlider();
    fireEvent.keyDown(minimum, { key: 'ArrowRight' });
    expect(minimum.getAttribute('aria-valuenow')).toBe('11');
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith([11, 90]));
    fireEvent.keyDown(maximum, { key: 'PageDown' });
    fireEvent.keyDown(maximum, { key: 'ArrowDown' });
    expect(maximum.getAttribute('aria-valuenow')).toBe('79');
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith([11, 79]));
  });

  it('goes to the ends with Home and End, without crossing the other thumb', () => {
    const { minimum, maximum } = renderSlider();
    fireEvent.keyDown(minimum, { key: 'End' });
    expect(minimum.getAttribute('aria-valuenow')).toBe('90');
    fireEvent.keyDown(maximum, { key: 'Home' });
    expect(maximum.getAttribute('aria-valuenow')).toBe('90');
    fireEvent.keyDown(minimum, { key: 'Home' });
    expect(minimum.getAttribute('aria-valuenow')).toBe('0');
  });

  it('swaps left and right for right-to-left languages', () => {
    const { minimum } = renderSlider({ rtl: true });
    fireEvent.keyDown(minimum, { key: 'ArrowLeft' });
    expect(minimum.getAttribute('aria-valuenow')).toBe('11');
    fireEvent.keyDown(minimum, { key: 'ArrowRight', shiftKey: true });
    expect(minimum.getAttribute('aria-valuenow')).toBe('1');
  });

  it('moves the nearest thumb to where the track is pressed and dragged', async () => {
    const { onCommit, minimum, maximum } = renderSlider();
    const track = minimum.parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 0, width: 200, top: 0, height: 24 }) as DOMRect;
    fireEvent.pointerDown(track, { button: 0, clientX: 160, pointerId: 1 });
    expect(maximum.getAttribute('aria-valuenow')).toBe('80');
    expect(document.activeElement).toBe(maximum);
    fireEvent.pointerMove(track, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(track, { pointerId: 1 });
    expect(maximum.getAttribute('aria-valuenow')).toBe('75');
    expect(minimum.getAttribute('aria-valuenow')).toBe('10');
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith([10, 75]));
  });
});
