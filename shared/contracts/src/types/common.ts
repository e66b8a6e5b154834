// The envelope every answer comes in, and the pieces every domain's shapes use.
import type { ErrorCode } from '../error-codes';

/** A stored file the API serves back by URL. */
export interface FileRef {
  url: string;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  /** What went wrong beside a success the user should know (e.g. a mail that could not be sent). */
  warnings?: string[];
  /** Paged lists (DESIGN §3) */
  pagination?: Pagination;
}

/** A page of a list that can grow (DESIGN §3): sent when the request names `page` or `limit`. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /**
   * true when `total` is a lower bound: a search counts its matches only so far past the page
   * (issue 28), so there are more than `total`; the pages up to `totalPages` all exist.
   */
  capped?: boolean;
}

/** A list answer: the whole list, or one page of it with `pagination`. */
export interface PagedEnvelope<T> extends Envelope<T[]> {
  pagination?: Pagination;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  /** stable: callers branch on it, never on the message (error-codes.ts) */
  code: ErrorCode;
  errors?: Record<string, string>;
}

