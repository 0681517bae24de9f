import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from './catalogue.ts';

const leaves = CATEGORY_TREE.flatMap((root) => root.children.flatMap((mid) => mid.children));

describe('demo catalogue', () => {
  it('gives every noun its own picture where a leaf says pictures follow names', () => {
    const paired = leaves.filter((leaf) => leaf.emojiPerNoun);
    expect(paired.length).toBeGreaterThan(0);
    for (const leaf of paired) expect(leaf.emojis).toHaveLength(leaf.nouns.length);
  });
});
