// The answer envelopes (DESIGN §3) as zod schemas: the API declares them as route response
// schemas (the OpenAPI document shows them, and answers are serialised through them).
import { z } from 'zod';
import { ERROR_CODE_VALUES } from '../error-codes';

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  capped: z.boolean().optional().describe('total is a lower bound: a search counted its matches only so far'),
  next: z
    .string()
    .optional()
    .describe('a full page of a list that pages by key: pass it as `after` for the rows that follow'),
});

/** `{ success: false, message, code, errors? }`: every refusal. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string().describe('what went wrong and what to do, in words for the user'),
  code: z.enum(ERROR_CODE_VALUES).describe('stable: callers branch on it, never on the message'),
  errors: z.record(z.string(), z.string()).optional().describe('each form field concerned → its message'),
});

/** `{ success: true, message, data, warnings?, pagination? }` around `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    data,
    warnings: z
      .array(z.string())
      .optional()
      .describe('what went wrong beside the success, e.g. a mail not sent'),
    pagination: paginationSchema.optional().describe('when a page was asked for'),
  });
