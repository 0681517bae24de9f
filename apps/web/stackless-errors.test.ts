import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_CLIENT, stacklessErrors, withStacklessErrors } from './stackless-errors.ts';

const require = createRequire(import.meta.url);

/** Runs CommonJS `code` and returns its exports. */
function evaluate(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

describe('errors made while a module is evaluated, made without a stack', () => {
  it('rewrites those at the top level and leaves those inside functions', () => {
    const { code, rewritten } = withStacklessErrors(
      [
        '"use strict";',
        'var A = Error("a"), B = new Error("b");',
        'var C = [Error("c")];',
        'function later() { return Error("in a function"); }',
        'const arrow = () => new Error("in an arrow");',
        'module.exports = { A, B, C, later, arrow };',
      ].join('\n'),
    );
    expect(rewritten).toBe(3);
    const { A, B, C, later, arrow } = evaluate(code) as {
      A: Error;
      B: Error;
      C: Error[];
      later: () => Error;
      arrow: () => Error;
    };
    for (const [marker, message] of [
      [A, 'a'],
      [B, 'b'],
      [C[0], 'c'],
    ] as const) {
      expect(marker).toBeInstanceOf(Error);
      expect(marker?.message).toBe(message);
      expect(String(marker)).toBe(`Error: ${message}`);
      expect(Object.hasOwn(marker ?? {}, 'stack')).toBe(false);
    }
    // the ones made later, when something goes wrong, keep their stacks
    expect(later().stack).toContain('in a function');
    expect(arrow().stack).toContain('in an arrow');
    // "use strict" stays the module's first statement
    expect(code.startsWith('"use strict";')).toBe(true);
  });

  it("finds React DOM's markers in the module the browser build uses, and none is left", () => {
    const entry = require.resolve('react-dom/client');
    // react-dom/client picks its production module by NODE_ENV, as the browser build does
    const production = path.join(path.dirname(entry), 'cjs', 'react-dom-client.production.js');
    expect(readFileSync(entry, 'utf8')).toContain("require('./cjs/react-dom-client.production.js')");
    expect(REACT_DOM_CLIENT.test(production)).toBe(true);

    const { code, rewritten } = withStacklessErrors(readFileSync(production, 'utf8'));
    // SuspenseException, SuspenseyCommitException, SuspenseActionException,
    // SelectiveHydrationException and HydrationMismatchException in React 19.3
    expect(rewritten).toBeGreaterThanOrEqual(5);
    expect(withStacklessErrors(code).rewritten).toBe(0);
    const client = evaluate(code);
    expect(typeof client.hydrateRoot).toBe('function');
    expect(typeof client.createRoot).toBe('function');
  });

  it('fails the build when React DOM has nothing left to rewrite', () => {
    const plugin = stacklessErrors();
    const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const id = '/app/node_modules/react-dom/cjs/react-dom-client.production.js';
    expect(() => transform.call(context, 'module.exports = {};', id)).toThrow(/React DOM changed/);
    expect(transform.call(context, 'var A = Error("a");', '/app/other.js')).toBeNull();
  });
});
