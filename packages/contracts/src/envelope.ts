import { z } from 'zod';
import { boundedInt } from './input.ts';

/** Every API answer is wrapped in this envelope (API spec, "Transport conventions"). */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    status: z.number().int(),
    message: z.string(),
    result,
  });
}

/** Laravel-style pagination meta, read by every paginated list. */
export const paginationMeta = z.object({
  current_page: z.number().int().min(1),
  from: z.number().int().nullable(),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  to: z.number().int().nullable(),
  total: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta });
}

/** Failure body: an HTTP 4xx/5xx with this shape; clients show `message`. */
export const errorBody = z.object({
  success: z.literal(false),
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Query params shared by paginated calls. Strings on the wire, numbers after parsing. */
export const pageQuery = z.object({
  page: boundedInt().default(1),
  limit: boundedInt(undefined, { max: 100 }).optional(),
});

/** Builds the meta for a page of a list of `total` rows. */
export function buildMeta(page: number, perPage: number, total: number): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(page * perPage, total);
  return {
    current_page: page,
    from: from !== null && from > total ? null : from,
    last_page: lastPage,
    per_page: perPage,
    to: from !== null && from > total ? null : to,
    total,
  };
}
