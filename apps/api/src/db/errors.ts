/**
 * Recognises PostgreSQL constraint violations from either driver (node-postgres and PGlite report
 * the same SQLSTATE `code` and `constraint` name; Drizzle wraps them as the error's `cause`), so
 * services can turn an expected conflict into a clear 4xx instead of a 500.
 */

export interface PostgresErrorInfo {
  /** SQLSTATE, e.g. 23505 */
  code: string;
  constraint?: string;
  detail?: string;
  message: string;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** The PostgreSQL error behind `error` (itself or a wrapped cause), or null. */
export function postgresError(error: unknown): PostgresErrorInfo | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
        message: typeof candidate.message === 'string' ? candidate.message : '',
      };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

function violates(code: string, error: unknown, constraint?: string): boolean {
  const info = postgresError(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
}

/** A unique constraint or unique index was violated (optionally: the one with this name). */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  violates(SQLSTATE.uniqueViolation, error, constraint);

export const isForeignKeyViolation = (error: unknown, constraint?: string) =>
  violates(SQLSTATE.foreignKeyViolation, error, constraint);

export const isCheckViolation = (error: unknown, constraint?: string) =>
  violates(SQLSTATE.checkViolation, error, constraint);
