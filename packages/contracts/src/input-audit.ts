import type { z } from 'zod';
import { FORBIDDEN_CHARACTER_MESSAGE, MAX_INT4 } from './input.ts';

/**
 * Walks a request schema and reports the inputs that could reach the database in a form it
 * refuses: a string that accepts a NUL character (not built with `text()`), or a number without
 * both bounds or above what an `integer` column holds. The tests run it over every request schema
 * of the contracts and every route of the API.
 */
export interface InputFinding {
  /** where in the input: "body.name", "query.page", "params.slug[]" */
  path: string;
  problem: 'string accepts NUL' | 'number unbounded' | 'number above integer column';
}

/** Fields stored in `bigint` columns, allowed up to Number.MAX_SAFE_INTEGER (guest ids). */
export const BIGINT_FIELDS: ReadonlySet<string> = new Set(['guestUserId']);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

/** A `number` schema (zod's classic API) carries its bounds. */
function isNumberSchema(node: z.ZodType): node is z.ZodNumber {
  return 'minValue' in node && 'maxValue' in node;
}

export function auditInput(schema: z.ZodType, root = ''): InputFinding[] {
  const findings: InputFinding[] = [];
  const seen = new Set<z.ZodType>();

  function walk(node: z.ZodType, path: string): void {
    if (seen.has(node)) return;
    seen.add(node);
    // zod's own definition type names only `type`; `Def` lists the parts walked below, all optional
    const def: Def = node._zod.def;
    const field = path.split('.').at(-1)?.replace(/\[\]$/, '') ?? '';
    switch (def.type) {
      case 'string': {
        const issues = node.safeParse('\u0000').error?.issues ?? [];
        if (!issues.some((i) => i.message === FORBIDDEN_CHARACTER_MESSAGE)) {
          findings.push({ path, problem: 'string accepts NUL' });
        }
        return;
      }
      case 'number': {
        const { minValue, maxValue } = isNumberSchema(node) ? node : { minValue: null, maxValue: null };
        if (
          typeof minValue !== 'number' ||
          typeof maxValue !== 'number' ||
          !Number.isFinite(minValue) ||
          !Number.isFinite(maxValue)
        ) {
          findings.push({ path, problem: 'number unbounded' });
        } else if (
          Math.max(Math.abs(minValue), Math.abs(maxValue)) >
          (BIGINT_FIELDS.has(field) ? Number.MAX_SAFE_INTEGER : MAX_INT4)
        ) {
          findings.push({ path, problem: 'number above integer column' });
        }
        return;
      }
      case 'bigint':
        findings.push({ path, problem: 'number unbounded' });
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape ?? {}))
          walk(value, path ? `${path}.${key}` : key);
        return;
      case 'array':
        if (def.element) walk(def.element, `${path}[]`);
        return;
      case 'tuple':
        for (const item of def.items ?? []) walk(item, `${path}[]`);
        if (def.rest) walk(def.rest, `${path}[]`);
        return;
      case 'record':
        if (def.keyType) walk(def.keyType, `${path}{key}`);
        if (def.valueType) walk(def.valueType, `${path}{}`);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, path);
        return;
      case 'intersection':
        if (def.left) walk(def.left, path);
        if (def.right) walk(def.right, path);
        return;
      case 'pipe':
        if (def.in) walk(def.in, path);
        if (def.out) walk(def.out, path);
        return;
      case 'lazy':
        if (def.getter) walk(def.getter(), path);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
      case 'promise':
        if (def.innerType) walk(def.innerType, path);
        return;
      default:
        // enums, literals, booleans, transforms, unknown (read by hand, see request-context.ts)…
        return;
    }
  }

  walk(schema, root);
  return findings;
}
