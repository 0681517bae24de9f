import { describe, expect, it } from 'vitest';

describe("the operator's block order", () => {
  it("keeps the known blocks in the answer's order, then the missing ones in the default order", async () => {
    const { homeBlockOrder } = await import('./home-loader.server.ts');
    const { HOME_BLOCK_KEYS } = await import('@shop/contracts/home');
    const order = homeBlockOrder(['aboutUs', 'popup', 'sliders', 'aboutUs']);
    expect(order.slice(0, 3)).toEqual(['aboutUs', 'sliders', 'videos']);
    expect([...order].sort()).toEqual([...HOME_BLOCK_KEYS].sort());
  });
});
