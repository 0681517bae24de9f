import { idInput, MAX_INT4, text } from '@shop/contracts/input';
import { z } from 'zod';

/** A path or query id: decimal digits of a positive 32-bit integer, as a number. */
export const idString = text()
  .trim()
  .regex(/^\d{1,10}$/, { message: 'Invalid id' })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_INT4, { message: 'Invalid id' });

/**
 * Form-friendly field schemas. Multipart and urlencoded bodies carry only strings, so routes that
 * accept every body format describe their fields with these.
 */

/** A boolean sent as true/false, "true"/"false", "1"/"0" or "on" (checkbox). */
export const formBoolean = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === '1' || v === 'on') return true;
    if (v === 'false' || v === '0' || v === '') return false;
    return value;
  },
  z.boolean({ message: 'Must be true or false' }),
);

/** An array that may arrive as a single value (one `key[]` field already is an array). */
export function formArray<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

/** A list of ids: `key[]` fields, one value, or a comma-joined string ("1,2,3"). */
export const idList = z.preprocess(
  (value) => {
    if (typeof value === 'string') return value.split(',').filter((s) => s.trim() !== '');
    if (typeof value === 'number') return [String(value)];
    return value;
  },
  z.array(z.union([idInput(), idString])),
);

/** An object sent either as JSON or as a JSON string in one form field. */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}
