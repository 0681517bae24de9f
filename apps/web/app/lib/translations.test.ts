import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messageKey, TRANSLATED_LANGUAGES } from './i18n.ts';

/**
 * Every text a shopper, a seller or an operator reads exists in every shipped language (issue 19
 * §5): the storefront's files (`public/resources/lang`) and the consoles' (`*\/i18n/*.json`) have the
 * same keys in en-US, es-ES and ar-SA, with the same `{{placeholders}}`, none empty and none left in
 * English unless it is a word both languages write alike (a brand, "SKU"); every key the
 * storefront's code asks for exists; and no text reaches the page without the translator: no JSX
 * text or visible attribute written in the code, and every English sentence in the code is a
 * message the files translate (`translatedMessage`). The consoles' own keys are checked by
 * console/lib/messages.test.ts.
 */
const APP = path.resolve(import.meta.dirname, '..');
const STOREFRONT_LANG = path.resolve(APP, '..', 'public', 'resources', 'lang');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
type Bundle = Record<string, string>;

/** Words a language writes as English does: names, codes, and words both share. */
const SAME_EVERYWHERE = [
  'SKU',
  'Facebook',
  'Twitter',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'Google',
  'Play',
  'App',
  'Store',
  'OK',
];
const SAME_IN: Record<string, string[]> = {
  'es-ES': [
    'Total',
    'Subtotal',
    'Neutral',
    'Chats',
    'No',
    'Banner',
    'Banners',
    'Marketplace',
    'Favicon',
    'Stock',
  ],
  'ar-SA': [],
};

function readBundle(dir: string, language: string): Bundle {
  return JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8'));
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** The folders of translation files: the storefront's and every console area's `i18n`. */
function bundleDirs(): string[] {
  const consoles = walk(APP, (file) => file.endsWith(`${path.sep}i18n${path.sep}en-US.json`)).map((file) =>
    path.dirname(file),
  );
  return [STOREFRONT_LANG, ...consoles];
}

const codeFiles = walk(
  APP,
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.test\.tsx?$|fixtures?\.tsx?$/.test(file) &&
    !file.includes(`${path.sep}testing${path.sep}`),
);
const isStorefront = (file: string) => !/[\\/]app[\\/](seller|admin|console)[\\/]/.test(file);

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

/** Whether `translated` may read like the English `english` (its words are shared ones). */
function mayMatchEnglish(english: string, language: string): boolean {
  const words = english.replace(PLACEHOLDER, ' ').match(/\p{L}+/gu) ?? [];
  const shared = new Set([...SAME_EVERYWHERE, ...(SAME_IN[language] ?? [])]);
  return words.every((word) => shared.has(word));
}

function untranslated(dir: string): string[] {
  const english = readBundle(dir, 'en-US');
  const base = (bundle: Bundle) => new Set(Object.keys(bundle).map((k) => k.replace(PLURAL, '')));
  const problems: string[] = [];
  const where = path.relative(APP, dir);
  for (const language of TRANSLATED_LANGUAGES.filter((code) => code !== 'en-US')) {
    const bundle = readBundle(dir, language);
    const own = base(bundle);
    for (const key of base(english)) if (!own.has(key)) problems.push(`${where} ${language}: missing ${key}`);
    for (const key of own)
      if (!base(english).has(key)) problems.push(`${where} ${language}: not in en-US ${key}`);
    for (const [key, text] of Object.entries(bundle)) {
      if (!text.trim()) problems.push(`${where} ${language}: empty ${key}`);
      const source =
        english[key] ?? english[key.replace(PLURAL, '_other')] ?? english[key.replace(PLURAL, '')];
      if (source === undefined) continue;
      if (text === source && !mayMatchEnglish(source, language))
        problems.push(`${where} ${language}: still English ${key} = ${text}`);
      const expected = placeholders(source).filter((name) => name !== 'count');
      const got = placeholders(text).filter((name) => name !== 'count');
      // a plural form may leave a value out ("no payouts waiting"), never add one
      const fits = PLURAL.test(key)
        ? got.every((name) => expected.includes(name))
        : expected.join() === got.join();
      if (!fits) problems.push(`${where} ${language}: placeholders of ${key} {{${got}}} ≠ {{${expected}}}`);
    }
  }
  return problems;
}

/** Visible attributes whose text a person reads (or a screen reader says). */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-valuetext']);
/** Texts in the code that are not words of a language. */
const NOT_WORDS = new Set(['#ff0000', '/pages/', 'Ctrl K']);
/**
 * English written in the code on purpose: a page title before the console's translations load,
 * and the sitemap's plain-text 404 for crawlers.
 */
const ENGLISH_FALLBACKS = new Set([
  'Operator console',
  'Operator sign-in',
  'Set your password',
  'Seller center',
  'Seller sign-in',
  'Not found',
]);

/** Texts in `source` that reach the page without the translator. */
function literalTexts(fileName: string, text: string, messages: ReadonlySet<string>): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const written = node.text.trim();
      if (/\p{L}/u.test(written) && !NOT_WORDS.has(written)) found.push(`${at(node)} text "${written}"`);
    }
    if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      /\p{L}/u.test(node.expression.text)
    )
      found.push(`${at(node)} text "${node.expression.text}"`);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && ts.isStringLiteralLike(value) && /\p{L}/u.test(value.text) && !NOT_WORDS.has(value.text))
        found.push(`${at(node)} ${node.name.getText()}="${value.text}"`);
    }
    // an English sentence anywhere ("Name is required") must be a message the files translate
    if (
      ts.isStringLiteralLike(node) &&
      !ts.isImportDeclaration(node.parent) &&
      /^\p{Lu}\p{Ll}+ \p{L}/u.test(node.text) &&
      !ENGLISH_FALLBACKS.has(node.text) &&
      !messages.has(messageKey(node.text))
    )
      found.push(`${at(node)} sentence "${node.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('translations', () => {
  it('has every text in every shipped language, none left in English, with the same placeholders', {
    timeout: 30_000,
  }, () => {
    const dirs = bundleDirs();
    expect(dirs.length).toBeGreaterThan(5);
    expect(dirs.flatMap(untranslated)).toEqual([]);
  });

  it('has every key the storefront asks for', () => {
    const english = readBundle(STOREFRONT_LANG, 'en-US');
    const keys = new Set(Object.keys(english).map((k) => k.replace(PLURAL, '')));
    const missing: string[] = [];
    for (const file of codeFiles.filter(isStorefront)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z0-9_]+)'|i18nKey="([a-z0-9_]+)"/g)) {
        const key = match[1] ?? match[2] ?? '';
        if (!keys.has(key)) missing.push(`${path.relative(APP, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // parses every source file: seconds on a busy machine
  it('sends every text in the code through the translator', { timeout: 60_000 }, () => {
    const storefront = readBundle(STOREFRONT_LANG, 'en-US');
    const messages = new Set(Object.keys(storefront));
    const found = codeFiles.flatMap((file) =>
      literalTexts(path.relative(APP, file), readFileSync(file, 'utf8'), messages),
    );
    expect(found).toEqual([]);
  });

  it('finds a text written in the code and an English value left in a file (the checks can fail)', () => {
    const code = `export const A = () => <p title="Close">Add to cart {'now'}</p>;
      const m = { message: 'Please try again later' };`;
    expect(literalTexts('a.tsx', code, new Set())).toEqual([
      'a.tsx:1 title="Close"',
      'a.tsx:1 text "Add to cart"',
      'a.tsx:1 text "now"',
      'a.tsx:2 sentence "Please try again later"',
    ]);
    expect(mayMatchEnglish('Add to cart', 'es-ES')).toBe(false);
    expect(mayMatchEnglish('SKU {{sku}}', 'ar-SA')).toBe(true);
  });
});
