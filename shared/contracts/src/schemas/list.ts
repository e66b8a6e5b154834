import { z } from 'zod';

const positiveInt = (max: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

/** The page size when a list is asked for `page` without `limit`. */
export const DEFAULT_PAGE_LIMIT = 20;
/** The largest page a list answers. */
export const MAX_PAGE_LIMIT = 100;
/**
 * A list asked for without `page` or `limit` answers its first page of this many, never every row
 * (issue 43): a client written for whole lists still gets every row of a list this short, and
 * `pagination` says when there are more.
 */
export const UNPAGED_LIMIT = MAX_PAGE_LIMIT;

/** `page`, `limit` and `search` of the lists that can grow (DESIGN §3). All optional. */
export const listQuerySchema = z.object({
  page: positiveInt(1_000_000, 'page').optional(),
  limit: positiveInt(MAX_PAGE_LIMIT, 'limit').optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** `page` and `limit` alone, for lists that have no search. */
export const pageQuerySchema = listQuerySchema.pick({ page: true, limit: true });
export type PageQuery = z.output<typeof pageQuerySchema>;
