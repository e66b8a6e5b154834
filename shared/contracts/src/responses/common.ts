// Pieces every domain's answer schemas use (types/common.ts).
import { z } from 'zod';

/**
 * An object of an answer: its fields are declared and checked, and a field not declared here does
 * not leave the server (stripped when the answer is serialised), so the answer is what the OpenAPI
 * document and the contracts' types (types/, inferred from these schemas) say.
 */
export const answerObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape);

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
