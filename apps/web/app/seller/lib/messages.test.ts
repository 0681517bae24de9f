import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The seller center's translation files (decision 62): every area has the three shipped languages
 * with the same keys, none empty, and every key the seller center's code asks for literally
 * (`t('products.editProduct')`) exists in English.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const LANGUAGES = ['en-US', 'es-ES', 'ar-SA'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function areas(): string[] {
  return readdirSync(ROOT).filter((name) => {
    const dir = path.join(ROOT, name, 'i18n');
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  });
}

function load(area: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, area, 'i18n', `${language}.json`), 'utf8'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('seller center translations', () => {
  it('has the three languages in every area, the same keys, none empty', () => {
    expect(areas().length).toBeGreaterThanOrEqual(2);
    for (const area of areas()) {
      const base = (file: Record<string, string>) =>
        new Set(Object.keys(file).map((k) => k.replace(PLURAL, '')));
      const english = load(area, 'en-US');
      for (const language of LANGUAGES) {
        const file = load(area, language);
        expect(base(file), `${area}/${language}`).toEqual(base(english));
        for (const [key, value] of Object.entries(file))
          expect(value.trim(), `${area}/${language} ${key}`).not.toBe('');
      }
    }
  });

  it('keeps keys by area, never a sentence, and no key in two areas', () => {
    const seen = new Map<string, string>();
    for (const area of areas()) {
      for (const key of Object.keys(load(area, 'en-US'))) {
        expect(key, `${area}: ${key}`).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/);
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('has every key the code asks for in English', () => {
    const english = new Set<string>();
    for (const area of areas())
      for (const key of Object.keys(load(area, 'en-US'))) english.add(key.replace(PLURAL, ''));
    const missing: string[] = [];
    for (const file of sourceFiles(ROOT)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+)'/g)) {
        if (!english.has(match[1]!)) missing.push(`${path.relative(ROOT, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
