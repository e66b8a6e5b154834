// Police verification of a tenant (issue 45): staff record what the state's portal gave them.
import { z } from 'zod';
import { isoDate } from './billing';
import { REQUIRED } from './messages';

/** Not after today in India (a day written YYYY-MM-DD compares as text). */
const notFuture = (label: string) =>
  isoDate.refine(
    (value) => value <= new Date(Date.now() + 19_800_000).toISOString().slice(0, 10),
    `${label} cannot be in the future`,
  );

/** POST /tenant/{tenantId}/police/filed */
export const policeFiledSchema = z.object({
  number: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, 'Enter the acknowledgement or service-request number the portal gave')
    .max(60, 'Use at most 60 characters'),
  filedOn: notFuture('Filed on'),
});
export type PoliceFiledValues = z.output<typeof policeFiledSchema>;

/** POST /tenant/{tenantId}/police/verified */
export const policeVerifiedSchema = z.object({ verifiedOn: notFuture('Verified on') });
export type PoliceVerifiedValues = z.output<typeof policeVerifiedSchema>;
