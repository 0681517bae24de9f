import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBackground } from './contrast.ts';

describe('readableBackground', () => {
  it('keeps a pair that is readable already', () => {
    expect(readableBackground('#b91c1c', '#ffffff')).toBe('#b91c1c');
    expect(readableBackground('#fef3c7', '#000')).toBe('#fef3c7');
  });

  it('darkens the background under light text just enough for 4.5:1', () => {
    expect(contrastRatio('#16a34a', '#ffffff')).toBeLessThan(4.5);
    const darker = readableBackground('#16a34a', '#ffffff');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Still green: the channels only shrink together.
    expect(darker).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(6);
  });

  it('lightens the background under dark text', () => {
    const lighter = readableBackground('#475569', '#0f172a');
    expect(contrastRatio(lighter, '#0f172a')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours it cannot read alone', () => {
    expect(readableBackground('rebeccapurple', '#fff')).toBe('rebeccapurple');
  });
});
