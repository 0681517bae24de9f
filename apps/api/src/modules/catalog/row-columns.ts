import type { ZodType } from 'zod';
import type { Column } from '../../db/query.ts';

/**
 * A `json` column (an aggregate built by the statement) checked against the shape the statement
 * builds, so its rows are typed without a cast (decision 127). Both drivers parse `json`; a
 * timestamp inside it is text.
 */
export function jsonOf<T>(schema: ZodType<T>): Column<T> {
  return (value, name) => {
    const parsed = schema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
    if (!parsed.success)
      throw new TypeError(`column "${name}" is not the expected json: ${parsed.error.message}`);
    return parsed.data;
  };
}
