import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, MESSAGES } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the API message table', () => {
  it('has every message in every shipped language, with the same placeholders', () => {
    const wrong: string[] = [];
    for (const [key, translations] of Object.entries(MESSAGES))
      for (const language of MESSAGE_LANGUAGES) {
        const text = (translations as Partial<Record<string, string>>)[language];
        if (!text?.trim()) wrong.push(`${language} missing: ${key}`);
        else if (placeholders(text).join() !== placeholders(key).join())
          wrong.push(`${language} placeholders differ: ${key} → ${text}`);
      }
    expect(wrong).toEqual([]);
    expect(Object.keys(MESSAGES).length).toBeGreaterThan(500);
  });
});
