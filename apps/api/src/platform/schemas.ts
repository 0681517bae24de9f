import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;

/** A path or query id: decimal digits of a positive 32-bit integer, as a number. */
export const idString = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { message: 'Invalid id' })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_INT4, { message: 'Invalid id' });
