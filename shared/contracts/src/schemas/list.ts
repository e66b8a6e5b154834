import { z } from 'zod';

const positiveInt = (max: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

/** `page`, `limit` and `search` of the lists that can grow (DESIGN §3). All optional. */
export const listQuerySchema = z.object({
  page: positiveInt(1_000_000, 'page').optional(),
  limit: positiveInt(100, 'limit').optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;
