import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundedInt, emailText, FORBIDDEN_CHARACTER_MESSAGE, idInput, MAX_INT4, text } from './input.ts';
import { auditInput } from './input-audit.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Exports named like request schemas that are answers, not inputs. */
const RESPONSES = new Set(['errorBody', 'shopSectionsBody']);
const REQUEST_NAME = /(Body|Query|Params|Form)$/;

/** Every exported request schema of the contracts, by "module.export". */
async function requestSchemas(): Promise<Map<string, z.ZodType>> {
  const found = new Map<string, z.ZodType>();
  const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ pathToFileURL(path.join(here, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof z.ZodType && REQUEST_NAME.test(name) && !RESPONSES.has(name)) {
        found.set(`${file.replace(/\.ts$/, '')}.${name}`, value);
      }
    }
  }
  return found;
}

describe('request schemas', () => {
  it('build every string with text() and bound every number to its column', async () => {
    const schemas = await requestSchemas();
    // the walk found the schemas (a rename of the convention would silently test nothing)
    expect(schemas.size).toBeGreaterThan(35);
    for (const key of ['catalog.productsQuery', 'checkout.orderStoreBody', 'auth.signUpBody']) {
      expect(schemas.has(key), key).toBe(true);
    }
    const findings = [...schemas].flatMap(([name, schema]) =>
      auditInput(schema).map((f) => `${name}: ${f.path} ${f.problem}`),
    );
    expect(findings).toEqual([]);
  });

  it('refuse a NUL character in free text, ids and codes with a clear message', async () => {
    const { productsQuery } = await import('./catalog.ts');
    const { applyCouponBody } = await import('./checkout.ts');
    const { signUpBody } = await import('./auth.ts');
    const search = productsQuery.safeParse({ searchKey: 'shoe\u0000' });
    expect(search.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['searchKey', FORBIDDEN_CHARACTER_MESSAGE],
    ]);
    expect(applyCouponBody.safeParse({ code: '\u0000', shopId: 1 }).error?.issues[0]?.message).toBe(
      FORBIDDEN_CHARACTER_MESSAGE,
    );
    const signUp = signUpBody.safeParse({
      name: 'Ada\u0000',
      phone: '0123456789',
      password: 'secret1',
      agree: true,
    });
    expect(signUp.error?.issues.map((i) => i.path.join('.'))).toEqual(['name']);
    // other control characters and any other text still pass
    expect(text().safeParse('tab\there, ünïcødé ✓').success).toBe(true);
  });

  it('refuse numbers their integer columns cannot hold', async () => {
    const { productsQuery } = await import('./catalog.ts');
    const { createCartBody } = await import('./cart.ts');
    expect(productsQuery.safeParse({ page: String(MAX_INT4 + 1) }).success).toBe(false);
    expect(productsQuery.safeParse({ page: String(MAX_INT4) }).success).toBe(true);
    expect(productsQuery.safeParse({ brandIds: ['1', String(MAX_INT4 + 1)] }).success).toBe(false);
    expect(createCartBody.safeParse({ productVariationId: '99999999999', warehouseId: 1 }).success).toBe(
      false,
    );
  });
});

describe('the audit', () => {
  it('reports a plain string, an unbounded or too large number, wherever they are', () => {
    const schema = z.object({
      name: z.string().trim(),
      email: z.email(),
      nested: z.array(z.object({ qty: z.coerce.number().int().min(1) })),
      price: z.preprocess((v) => v, z.number().min(0).max(1e12).optional()),
      choice: z.union([z.string(), z.number().min(0).max(5)]),
      ok: text().max(5),
      mail: emailText(),
      id: idInput(),
      big: boundedInt('x', { max: Number.MAX_SAFE_INTEGER }),
      guestUserId: boundedInt('x', { max: Number.MAX_SAFE_INTEGER }),
    });
    expect(auditInput(schema, 'body')).toEqual([
      { path: 'body.name', problem: 'string accepts NUL' },
      { path: 'body.email', problem: 'string accepts NUL' },
      { path: 'body.nested[].qty', problem: 'number above integer column' },
      { path: 'body.price', problem: 'number above integer column' },
      { path: 'body.choice', problem: 'string accepts NUL' },
      { path: 'body.big', problem: 'number above integer column' },
    ]);
    expect(auditInput(z.object({ n: z.number() }))).toEqual([{ path: 'n', problem: 'number unbounded' }]);
  });
});
