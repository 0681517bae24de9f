import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The consoles' translation files (decision 62): every area of each console (and the shared
 * `console/i18n`) has the three shipped languages with the same keys, none empty, no key in two
 * areas of one console, and every key a console's code asks for literally
 * (`t('products.editProduct')`) exists in English.
 */
const APP = path.resolve(import.meta.dirname, '..', '..');
const SHARED = path.join(APP, 'console');
const CONSOLES = ['seller', 'admin'].filter((name) => {
  try {
    return statSync(path.join(APP, name)).isDirectory();
  } catch {
    return false;
  }
});
const LANGUAGES = ['en-US', 'es-ES', 'ar-SA'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The i18n folders a console's bundle merges: its areas' and the shared one. */
function areas(consoleName: string): string[] {
  const root = path.join(APP, consoleName);
  const own = readdirSync(root)
    .map((name) => path.join(root, name, 'i18n'))
    .filter((dir) => {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    });
  return [...own, path.join(SHARED, 'i18n')];
}

function load(dir: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe.each(CONSOLES)('%s console translations', (consoleName) => {
  it('has the three languages in every area, the same keys, none empty', () => {
    expect(areas(consoleName).length).toBeGreaterThanOrEqual(2);
    for (const area of areas(consoleName)) {
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
    for (const area of areas(consoleName)) {
      for (const key of Object.keys(load(area, 'en-US'))) {
        expect(key, `${area}: ${key}`).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/);
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('has every key the code asks for in English', () => {
    const english = new Set<string>();
    for (const area of areas(consoleName))
      for (const key of Object.keys(load(area, 'en-US'))) english.add(key.replace(PLURAL, ''));
    const missing: string[] = [];
    for (const file of [...sourceFiles(path.join(APP, consoleName)), ...sourceFiles(SHARED)]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+)'/g)) {
        if (!english.has(match[1]!)) missing.push(`${path.relative(APP, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
