// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../testing/render-with-shop.tsx';
import { Countdown, timeLeft } from './countdown.tsx';

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    const end = now / 1000 + 2 * 86_400 + 3 * 3600 + 4 * 60 + 5;
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is null once the end has passed', () => {
    expect(timeLeft(100, 100_000)).toBeNull();
    expect(timeLeft(100, 101_000)).toBeNull();
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks every second and disappears when done', () => {
    const end = Date.UTC(2026, 0, 1, 0, 0, 0) / 1000 + 62;
    const onDone = vi.fn();
    renderWithShop(<Countdown endsAt={end} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('01Minutes');
    expect(timer.textContent).toContain('02Seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toContain('01Seconds');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
