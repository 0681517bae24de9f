// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../testing/render-with-shop.tsx';
import { Carousel } from './carousel.tsx';

const engine = vi.hoisted(() => {
  const api = {
    canScrollPrev: vi.fn(() => true),
    canScrollNext: vi.fn(() => true),
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    reInit: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn(() => api),
    off: vi.fn(() => api),
  };
  return { api, create: vi.fn((_node: HTMLElement, _options: object) => api) };
});
vi.mock('embla-carousel', () => ({ default: engine.create }));

function renderCarousel() {
  return renderWithShop(
    <Carousel label="Featured offers" slideSize="single" loop>
      <a href="/one">Offer 1</a>
      <a href="/two">Offer 2</a>
      <a href="/three">Offer 3</a>
    </Carousel>,
  );
}

describe('Carousel', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('renders every slide as a named group without loading the engine', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Featured offers' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.getByRole('link', { name: 'Offer 1' })).toBeTruthy();
    expect(engine.create).not.toHaveBeenCalled();
  });

  it('loads the engine when focus enters the carousel, on its viewport, right to left when needed', async () => {
    renderCarousel();
    act(() => screen.getByRole('link', { name: 'Offer 2' }).focus());
    await waitFor(() => expect(engine.create).toHaveBeenCalledTimes(1));
    const [viewport, options] = engine.create.mock.calls[0] ?? [];
    expect(viewport?.contains(screen.getByRole('link', { name: 'Offer 1' }))).toBe(true);
    expect(options).toMatchObject({ loop: true, direction: 'ltr' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next slides' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('scrolls once loaded when a button is pressed, and loads the engine only once', async () => {
    renderCarousel();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured offers' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Previous slides' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    await waitFor(() => expect(engine.api.scrollNext).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slides' }));
    await waitFor(() => expect(engine.api.scrollPrev).toHaveBeenCalledTimes(1));
    expect(engine.create).toHaveBeenCalledTimes(1);
  });

  it('loads the engine for the first autoplay step, then advances', async () => {
    vi.useFakeTimers();
    renderWithShop(
      <Carousel label="Featured offers" slideSize="single" loop autoplayMs={5000}>
        <a href="/one">Offer 1</a>
        <a href="/two">Offer 2</a>
      </Carousel>,
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(engine.create).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(engine.api.scrollNext).toHaveBeenCalledTimes(1));
    expect(engine.create).toHaveBeenCalledTimes(1);
  });
});
