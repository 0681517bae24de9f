import { describe, expect, it } from 'vitest';
import { readyWithin } from './home-loader.server.ts';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('readyWithin', () => {
  it('gives the value of each block ready in time and keeps the others as their promise', async () => {
    const slow = later(500, 'slow');
    const failed = Promise.reject(new Error('down'));
    failed.catch(() => {});
    const blocks = await readyWithin(
      { now: Promise.resolve('now'), soon: later(5, 'soon'), slow, failed },
      60,
    );

    expect(blocks.now).toBe('now');
    expect(blocks.soon).toBe('soon');
    expect(blocks.slow).toBe(slow);
    expect(blocks.failed).toBe(failed);
    await expect(blocks.slow).resolves.toBe('slow');
  });

  it('answers as soon as every block is ready, without waiting out the time', async () => {
    // waiting out a minute would fail the test on its timeout
    const blocks = await readyWithin({ a: Promise.resolve(1), b: later(5, 2) }, 60_000);
    expect(blocks).toEqual({ a: 1, b: 2 });
  });
});

describe("the operator's block order", () => {
  it("keeps the known blocks in the answer's order, then the missing ones in the default order", async () => {
    const { homeBlockOrder } = await import('./home-loader.server.ts');
    const { HOME_BLOCK_KEYS } = await import('@shop/contracts/home');
    const order = homeBlockOrder(['aboutUs', 'popup', 'sliders', 'aboutUs']);
    expect(order.slice(0, 3)).toEqual(['aboutUs', 'sliders', 'videos']);
    expect([...order].sort()).toEqual([...HOME_BLOCK_KEYS].sort());
  });
});
