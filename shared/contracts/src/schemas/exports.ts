// GET /export/{kind}.csv (issue 26): the list of the current property (or every property in the
// caller's reach with scope=all), between two days when given.
import { z } from 'zod';
import { EXPORT_KINDS } from '../enums';
import { isoDate } from './billing';

export const exportParamsSchema = z.object({
  file: z.enum(
    EXPORT_KINDS.map((kind) => `${kind}.csv` as const),
    { error: `Ask for one of ${EXPORT_KINDS.map((kind) => `${kind}.csv`).join(', ')}` },
  ),
});

export const exportQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    scope: z.enum(['all', 'current'], { error: "scope must be 'all' or 'current'" }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: "'from' must be on or before 'to'",
  });
export type ExportQuery = z.output<typeof exportQuerySchema>;
