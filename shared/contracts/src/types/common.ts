// The envelope every answer comes in, and the pieces every domain's shapes use; the pieces are
// inferred from the response schemas (responses/envelope.ts, responses/common.ts).
import type { z } from 'zod';
import type { fileRefSchema } from '../responses/common';
import type { errorEnvelopeSchema, paginationSchema } from '../responses/envelope';

/** A stored file the API serves back by URL. */
export type FileRef = z.output<typeof fileRefSchema>;

/**
 * Any answer around its data (responses/envelope.ts builds one schema per route); `success` is a
 * boolean here so a caller can hold an answer before it looks.
 */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  /** What went wrong beside a success the user should know (e.g. a mail that could not be sent). */
  warnings?: string[];
  /** Paged lists (DESIGN §3) */
  pagination?: Pagination;
}

/**
 * A page of a list that can grow (DESIGN §3): sent when the request names `page` or `limit`;
 * `capped` when `total` is a lower bound (a search counts its matches only so far, issue 28).
 */
export type Pagination = z.output<typeof paginationSchema>;

/** A list answer: the whole list, or one page of it with `pagination`. */
export interface PagedEnvelope<T> extends Envelope<T[]> {
  pagination?: Pagination;
}

export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;
