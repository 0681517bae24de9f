import type { SellerChatMessage } from '@shop/contracts/seller/chats';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './api.ts';

const message = (id: number, text = `m${id}`): SellerChatMessage => ({
  id,
  message: text,
  fromShop: false,
  senderName: 'Rita',
  isSeen: false,
  createdAt: new Date(2026, 0, 1, 0, id).toISOString(),
});

describe('a thread’s messages after a poll', () => {
  it('adds the new ones in order, once, with the latest copy of each', () => {
    const known = [message(1), message(2)];
    const merged = mergeMessages(known, [message(4), message(2, 'edited'), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(merged[1]?.message).toBe('edited');
    expect(mergeMessages(known, [])).toEqual(known);
  });
});
