import { z } from 'zod';

/**
 * The building blocks of every request schema (query strings, path parameters, JSON, form and
 * multipart bodies). Strings and numbers a client sends are built here and nowhere else, so that
 * no input can reach the database in a form PostgreSQL refuses (a 500 instead of a 4xx):
 * - text cannot hold U+0000 (NUL): "invalid byte sequence for encoding UTF8: 0x00";
 * - an `integer` column holds at most 2,147,483,647 ("integer out of range").
 * `input-audit.ts` walks schemas and the tests fail for a string or number not built here.
 */

/** Largest value of a PostgreSQL `integer` column: ids, quantities, money in minor units. */
export const MAX_INT4 = 2_147_483_647;

/** What a client is told about a string with a NUL character in it. */
export const FORBIDDEN_CHARACTER_MESSAGE = 'The text contains a character that is not allowed.';

const withoutNul = (value: string) => !value.includes('\u0000');

/**
 * Refuses a NUL character in a string schema (a format such as `z.email()`, or a `z.string()`).
 * The check stops the ones after it, so the client gets this one clear message.
 */
export function noNul<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine(withoutNul, { message: FORBIDDEN_CHARACTER_MESSAGE, abort: true });
}

/**
 * Every string input: `z.string()` without NUL. Chain `.trim()`, `.min()`, `.max()`, `.regex()`
 * on it as usual (the NUL check runs first).
 */
export function text(params?: string | { message?: string }) {
  return noNul(z.string(params));
}

/** An e-mail input (trimmed first by the caller when it needs to be). */
export function emailText(params?: { message?: string }) {
  return noNul(z.email(params));
}

export interface IntBounds {
  /** smallest accepted value; 1 by default (ids, pages, quantities) */
  min?: number;
  /** largest accepted value; what an `integer` column holds by default */
  max?: number;
}

/**
 * A whole number input, from a number or its digits (query strings and forms carry strings),
 * within `min` … `max`; anything else gives `message`.
 */
export function boundedInt(message?: string, { min = 1, max = MAX_INT4 }: IntBounds = {}) {
  const m = message === undefined ? undefined : { message };
  return z.coerce.number(m).int(m).min(min, m).max(max, m);
}

/** A row id in a body or a path: 1 … 2,147,483,647. */
export function idInput(message = 'Invalid id') {
  return boundedInt(message);
}

/**
 * A slug or code in a path (`/pages/{slug}`, `/products/details/{slug}`). The API answers 404 for
 * one with a NUL character: like any unknown slug, it names nothing (error-handler.ts).
 */
export function pathSegment(max = 300) {
  return text().trim().min(1).max(max);
}
