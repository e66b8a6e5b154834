// A property's late-fee policy (issue 23), as the property form and POST/PUT /property send it:
// four fields of their own (a multipart form sends each as text). The amounts count only with a
// policy that uses them; checkLateFee names the field to fix.
import { z } from 'zod';
import { LATE_FEE_POLICIES, type LateFeePolicy } from '../enums';
import { LATE_FEE_CAP_BELOW_FEE } from './messages';
import { money } from './money';

/** The longest grace period a property may give, in days. */
export const MAX_GRACE_DAYS = 90;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const feeAmount = (policy: LateFeePolicy) => money(policy === 'PER_DAY' ? 'Late fee per day' : 'Late fee');
const capAmount = money('Late fee cap');
const graceDays = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? Number(blank) : (blank ?? 0);
  },
  z
    .number({ error: 'Enter the grace days as a whole number' })
    .int('Enter the grace days as a whole number')
    .min(0, 'Grace days cannot be negative')
    .max(MAX_GRACE_DAYS, `Grace days can be at most ${MAX_GRACE_DAYS}`),
);

/** The policy's fields of the property schema. Left out, an update keeps the current policy. */
export const lateFeeFields = {
  lateFeePolicy: z.preprocess(
    blankToUndefined,
    z.enum(LATE_FEE_POLICIES, { error: 'Choose a late fee: NONE, FLAT or PER_DAY' }).optional(),
  ),
  lateFeeAmount: z
    .unknown()
    .optional()
    .describe('Rupees: the flat fee, or the fee per day; ignored with NONE'),
  lateFeeGraceDays: z
    .unknown()
    .optional()
    .describe('Days after the due date before the first fee (0 when blank)'),
  lateFeeCap: z.unknown().optional().describe('Rupees: the most one invoice is charged (PER_DAY only)'),
};

interface LateFeeFields {
  lateFeePolicy?: LateFeePolicy | undefined;
  lateFeeAmount?: unknown;
  lateFeeGraceDays?: unknown;
  lateFeeCap?: unknown;
}

/** The policy in rupees, as the API stores it (amounts 0 where the policy has none). */
export interface LateFeeValues {
  policy: LateFeePolicy;
  amount: number;
  graceDays: number;
  cap: number;
}

/** Every message of the policy's fields, by field. */
function lateFeeIssues(value: LateFeeFields): Array<{ path: string; message: string }> {
  const policy = value.lateFeePolicy;
  if (policy === undefined || policy === 'NONE') return [];
  const issues: Array<{ path: string; message: string }> = [];
  const check = (schema: z.ZodType, raw: unknown, path: string) => {
    const result = schema.safeParse(raw);
    if (!result.success) issues.push({ path, message: result.error.issues[0]!.message });
    return result.success ? (result.data as number) : undefined;
  };
  const amount = check(feeAmount(policy), value.lateFeeAmount, 'lateFeeAmount');
  check(graceDays, value.lateFeeGraceDays, 'lateFeeGraceDays');
  if (policy === 'PER_DAY') {
    const cap = check(capAmount, value.lateFeeCap, 'lateFeeCap');
    if (amount !== undefined && cap !== undefined && cap < amount)
      issues.push({ path: 'lateFeeCap', message: LATE_FEE_CAP_BELOW_FEE });
  }
  return issues;
}

/** A superRefine for a schema with lateFeeFields: each wrong field gets its message. */
export function checkLateFee(value: LateFeeFields, context: z.RefinementCtx): void {
  for (const { path, message } of lateFeeIssues(value))
    context.addIssue({ code: 'custom', path: [path], message });
}

/** Runs the refinement even when another field failed, so that every message shows at once. */
export const checkLateFeeAlways = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The checked policy in rupees, or undefined when the fields left it out (an update keeps it). */
export function lateFeeOf(value: LateFeeFields): LateFeeValues | undefined {
  const policy = value.lateFeePolicy;
  if (policy === undefined) return undefined;
  if (policy === 'NONE') return { policy, amount: 0, graceDays: 0, cap: 0 };
  return {
    policy,
    amount: feeAmount(policy).parse(value.lateFeeAmount),
    graceDays: graceDays.parse(value.lateFeeGraceDays),
    cap: policy === 'PER_DAY' ? capAmount.parse(value.lateFeeCap) : 0,
  };
}
