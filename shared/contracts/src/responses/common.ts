// Pieces every domain's answer schemas use (types/common.ts).
import { z } from 'zod';

/**
 * An object of an answer: its known fields are declared and checked, and a field not declared here
 * still reaches the front end (loose at run time). Typed as a plain object so the domain interfaces
 * (types/, no index signature) satisfy it.
 */
export const answerObject = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject(shape) as unknown as z.ZodObject<T>;

/** A stored file the API serves back by URL. */
export const fileRefSchema = answerObject({ url: z.string() });

/** An ISO 8601 timestamp as the API sends it. */
export const timestamp = z.string().describe('ISO 8601');

/** GET /health */
export const healthAnswerSchema = answerObject({
  status: z.literal('ok'),
  database: z.string().describe('the kind of database the API runs on'),
  mail: z.enum(['smtp', 'outbox']).describe('where sign-in codes are sent'),
  uptime: z.number().describe('seconds'),
});
