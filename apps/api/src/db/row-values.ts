/**
 * Reading the columns of a hand-written query (`db.execute(sql\`…\`)`), whose rows both drivers
 * give as `Record<string, unknown>`: each value is converted to what its column holds, so no row
 * is cast to a type it may not have.
 */

export function rowNumber(value: unknown): number {
  return Number(value);
}

export function rowNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export function rowText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function rowTextOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function rowBoolean(value: unknown): boolean {
  return value === true || value === 't';
}

/** A timestamp (a Date from PGlite, text from node-postgres inside JSON). */
export function rowDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
