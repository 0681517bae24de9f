import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import arSA from './ar-SA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import esES from './es-ES.json' with { type: 'json' };

/** The products area's translations: every language has every key, and every key the code asks for exists. */
const files: Record<string, Record<string, string>> = { 'en-US': enUS, 'es-ES': esES, 'ar-SA': arSA };
const area = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** A key or its plural forms. */
const has = (bundle: Record<string, string>, key: string) =>
  key in bundle || `${key}_one` in bundle || `${key}_other` in bundle;

describe('products translations', () => {
  it('has the same keys, none empty, with the same placeholders, in en-US, es-ES and ar-SA', () => {
    const keys = Object.keys(enUS).sort();
    for (const [language, bundle] of Object.entries(files)) {
      expect(Object.keys(bundle).sort(), language).toEqual(keys);
      for (const key of keys) {
        const text = bundle[key] ?? '';
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        const wanted = (enUS as Record<string, string>)[key]!.match(/\{\{\w+\}\}/g) ?? [];
        for (const placeholder of wanted) {
          // a singular form may spell the number out ("متغير واحد")
          if (key.endsWith('_one') && placeholder === '{{count}}') continue;
          expect(text, `${language} ${key}`).toContain(placeholder);
        }
      }
    }
  });

  it('has every key the screens ask for', () => {
    const used = new Set<string>();
    for (const file of sources(area)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(products\.[A-Za-z0-9_.]+)'/g))
        used.add(match[1]!);
    }
    const dynamic = [
      ...['details', 'organise', 'description', 'media', 'variants', 'pricing', 'shipping', 'publish'].map(
        (s) => `products.sections.${s}`,
      ),
      ...['published', 'draft', 'lowStock'].map((s) => `products.status.${s}`),
      ...['newest', 'nameAsc', 'priceAsc', 'priceDesc', 'stockAsc', 'stockDesc', 'salesDesc'].map(
        (s) => `products.sort.${s}`,
      ),
      ...['created', 'updated', 'failed', 'pending'].map((s) => `products.import.outcomes.${s}`),
      ...['noSku', 'empty', 'tooMany'].map((s) => `products.import.fileErrors.${s}`),
      'products.pricing.discountStartAt',
      'products.pricing.discountEndAt',
    ];
    // 'products.csv' is a file name, not a key
    const missing = [...used, ...dynamic].filter((key) => key !== 'products.csv' && !has(enUS, key));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});
