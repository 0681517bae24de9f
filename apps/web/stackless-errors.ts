import { type Plugin, parseAst } from 'vite';

/**
 * React DOM's module (`react-dom-client.production.js`) makes five errors while it is evaluated,
 * markers it throws and recognises by identity (`SuspenseException = Error(…)`, …). Chromium asks
 * V8 for the line and column of every frame when an error is made (for `window.onerror` and the
 * console), and V8, which compiles without those to save memory, re-parses each function on the
 * stack to find them: here react-dom's whole module, one 200 KB function once bundled, and the
 * start-up chunk around it. That was 65–270 ms in one task on every page load, before hydration,
 * the longest task of the page (docs/decisions.md, decision 159). Made without a stack, the
 * markers cost nothing: the same message, `instanceof Error`, and the identity React compares.
 */

/** The module whose evaluation-time errors are rewritten. */
export const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The function that makes an error without a stack, appended to the module (hoisted). */
const HELPER = '__shopStacklessError';
const HELPER_SOURCE = `
function ${HELPER}(message) {
  return Object.create(Error.prototype, {
    message: { value: message, writable: true, configurable: true },
  });
}
`;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** `Error(…)` and `new Error(…)` that run when the module is evaluated: not inside a function. */
function evaluationTimeErrors(node: Node, found: Node[]): Node[] {
  if (FUNCTION.test(node.type)) return found;
  const callee = node.callee as Node | undefined;
  if (
    (node.type === 'CallExpression' || node.type === 'NewExpression') &&
    callee?.type === 'Identifier' &&
    callee.name === 'Error'
  ) {
    found.push(callee);
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) evaluationTimeErrors(item, found);
    if (isNode(value)) evaluationTimeErrors(value, found);
  }
  return found;
}

/**
 * The module with every evaluation-time `Error(…)` made by the stackless helper instead, and how
 * many there were.
 */
export function withStacklessErrors(code: string): { code: string; rewritten: number } {
  const callees = evaluationTimeErrors(parseAst(code) as unknown as Node, []);
  let out = code;
  // from the end, so the earlier positions still hold
  for (const callee of callees.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, callee.start) + HELPER + out.slice(callee.end);
  }
  return { code: callees.length > 0 ? out + HELPER_SOURCE : code, rewritten: callees.length };
}

/**
 * The Vite plugin (builds only; the dev server runs React's development build): rewrites React
 * DOM's client module, and fails the browser build when that module has nothing to rewrite or was
 * not in it, so a React upgrade that moves or changes it is noticed here.
 */
export function stacklessErrors(): Plugin {
  let rewrote = false;
  return {
    name: 'shop:stackless-errors',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id.split('?')[0] ?? '')) return null;
      const { code: out, rewritten } = withStacklessErrors(code);
      if (rewritten === 0) {
        this.error(
          `${id}: no error made while the module is evaluated; React DOM changed (apps/web/stackless-errors.ts)`,
        );
      }
      rewrote = true;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (!error && this.environment.name === 'client' && !rewrote) {
        this.error(
          "React DOM's client module was not in the browser build; React DOM changed (apps/web/stackless-errors.ts)",
        );
      }
    },
  };
}
