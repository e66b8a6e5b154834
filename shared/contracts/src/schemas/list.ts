import { z } from 'zod';

const positiveInt = (max: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

/** The page size when a list is asked for `page` without `limit`. */
export const DEFAULT_PAGE_LIMIT = 20;

/** `page`, `limit` and `search` of the lists that can grow (DESIGN §3). All optional. */
export const listQuerySchema = z.object({
  page: positiveInt(1_000_000, 'page').optional(),
  limit: positiveInt(100, 'limit').optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** `page` and `limit` alone, for lists that have no search. */
export const pageQuerySchema = listQuerySchema.pick({ page: true, limit: true });
export type PageQuery = z.output<typeof pageQuerySchema>;
