// The answer envelope of DESIGN §3: `{ success, message, data }`, and for a page of a list
// `{ success, message, data, pagination }`.
import type { Pagination } from '@pgportal/contracts/types';
import type { Page } from '../db/paginate';

export interface Ok<T> {
  success: true;
  message: string;
  data: T;
}

export function ok<T>(message: string, data: T): Ok<T> {
  return { success: true, message, data };
}

export type OkPage<T> = Ok<T[]> & { pagination?: Pagination };

/** A list answer: every row presented, with `pagination` when a page was asked for. */
export function okPage<Row, View>(
  message: string,
  page: Page<Row>,
  present: (row: Row) => View,
): OkPage<View> {
  const answer = ok(message, page.rows.map(present));
  return page.pagination ? { ...answer, pagination: page.pagination } : answer;
}
