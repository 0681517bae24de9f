import { describe, expect, it } from 'vitest';
import { sellerMessageFiles } from './messages.server.ts';

/** Every seller-center area ships en-US, es-ES and ar-SA with the same keys (STYLE 17). */
describe('seller center translations', () => {
  const files = sellerMessageFiles();
  const areas = new Map<string, Record<string, Record<string, string>>>();
  for (const [path, messages] of Object.entries(files)) {
    const match = /\.\.\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, area, language] = match as unknown as [string, string, string];
    const byLanguage = areas.get(area) ?? {};
    byLanguage[language] = messages;
    areas.set(area, byLanguage);
  }
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

  it.each([...areas.keys()])('%s has every key in every language', (area) => {
    const byLanguage = areas.get(area)!;
    expect(Object.keys(byLanguage).sort()).toEqual(['ar-SA', 'en-US', 'es-ES']);
    const expected = [...new Set(Object.keys(byLanguage['en-US']!).map(base))].sort();
    for (const language of ['es-ES', 'ar-SA']) {
      const keys = [...new Set(Object.keys(byLanguage[language]!).map(base))].sort();
      expect(keys, `${area} ${language}`).toEqual(expected);
      for (const [key, text] of Object.entries(byLanguage[language]!)) {
        expect(text.trim(), `${area} ${language} ${key}`).not.toBe('');
      }
    }
  });
});
