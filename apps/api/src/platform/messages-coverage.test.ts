import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@shop/contracts/messages';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './language.ts';

/**
 * Every message the API answers has its text in every shipped language (issue 19 §5). The messages
 * are found in the source the way a reader finds them: the message of `reply.ok(result, '…')`, of
 * `new AppError(status, '…')` / `new BadRequest('…')` / `new NotFound('…')` …, of `translate(lang,
 * '…')`, every field message of `new ValidationFailed({ field: ['…'] })`, every text of the message
 * tables (`*_MESSAGES`, `M`, `*-messages.ts`) and the contracts' schema messages. The demo
 * seed's data and the development-only routes (`modules/dev`) are not answers to shoppers.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const SOURCES = [path.join(ROOT, 'apps/api/src'), path.join(ROOT, 'packages/contracts/src')];
const ERROR_CLASSES = /^(AppError|BadRequest|Unauthorized|Forbidden|NotFound|Conflict|ValidationFailed)$/;
/** A message table: a constant named like `CART_MESSAGES`, `M`, `MESSAGES`, `messages`. */
/** Messages that read the same in every language (names, codes). */
const SAME_IN_EVERY_LANGUAGE = new Set(['OK', 'Stripe', 'PayPal', 'bKash', 'Razorpay', 'SKU']);
/** Words a language writes as English does. */
const SAME_IN: Partial<Record<string, Set<string>>> = { 'es-ES': new Set(['Total', 'Subtotal']) };
const TABLE_NAME = /(^M$|MESSAGES$|^messages$|Messages$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'seed' || name === 'dev' || name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

function stringsIn(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push(node.text);
    return;
  }
  ts.forEachChild(node, (child) => stringsIn(child, out));
}

/** The message-looking text of a string (not a key, a path or a field name). */
function isMessage(text: string): boolean {
  return /^[A-Z]/.test(text) && /[a-z]/.test(text);
}

function messagesIn(file: string): Array<{ text: string; where: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ text: string; where: string }> = [];
  const add = (node: ts.Node | undefined, all = false) => {
    if (!node) return;
    const texts: string[] = [];
    if (all) stringsIn(node, texts);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isConditionalExpression(node)) {
      add(node.whenTrue);
      add(node.whenFalse);
    }
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const text of texts) found.push({ text, where: `${path.relative(ROOT, file)}:${line}` });
  };
  const isMessageFile = /-messages\.ts$/.test(file);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (name === 'ok' && ts.isPropertyAccessExpression(callee)) add(node.arguments[1]);
      if (name === 'translate') add(node.arguments[1]);
      // schema messages: .min(1, 'Text'), .max(5, { message: 'Text' }), ctx.addIssue({ message })
      if (
        [
          'min',
          'max',
          'length',
          'regex',
          'refine',
          'email',
          'url',
          'int',
          'positive',
          'nonnegative',
        ].includes(name)
      )
        for (const argument of node.arguments.slice(1)) add(argument);
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ERROR_CLASSES.test(node.expression.text)
    ) {
      const args = node.arguments ?? [];
      if (node.expression.text === 'AppError') add(args[1]);
      else if (node.expression.text === 'ValidationFailed') add(args[0], true);
      else {
        add(args[0]);
        add(args[1], true);
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message')
      add(node.initializer);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      (TABLE_NAME.test(node.name.text) || isMessageFile) &&
      node.initializer
    ) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))
        init = init.expression;
      if (ts.isObjectLiteralExpression(init))
        for (const property of init.properties)
          if (ts.isPropertyAssignment(property)) add(property.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((entry) => isMessage(entry.text));
}

describe('the API message catalogue', () => {
  let catalogue: Map<string, Partial<Record<string, string>>>;

  beforeAll(() => {
    catalogue = new Map(Object.entries(MESSAGES));
  });

  it('has every message in every shipped language, none the same as the English unless it is a name', () => {
    const missing: string[] = [];
    for (const [message, translations] of catalogue)
      for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== 'en-US')) {
        const text = translations[language];
        if (!text?.trim()) missing.push(`${language}: ${message}`);
        else if (text === message && !SAME_IN_EVERY_LANGUAGE.has(message) && !SAME_IN[language]?.has(message))
          missing.push(`${language} = en: ${message}`);
      }
    expect(missing).toEqual([]);
  });

  // parses every source file: seconds on a busy machine
  it('has a translation of every message the API answers with', { timeout: 60_000 }, () => {
    const found = SOURCES.flatMap(sourceFiles).flatMap(messagesIn);
    expect(found.length).toBeGreaterThan(200);
    const untranslated = [
      ...new Set(
        found.filter(({ text }) => !catalogue.has(text)).map(({ text, where }) => `${where}: ${text}`),
      ),
    ];
    expect(untranslated).toEqual([]);
  });

  it('finds a message the catalogue lacks (the check can fail)', () => {
    const file = path.join(ROOT, 'apps/api/src/modules/cart/cart-messages.ts');
    expect(messagesIn(file).map((m) => m.text)).toContain('Product has been added to your cart');
  });
});
