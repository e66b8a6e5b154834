import { API } from '@pgportal/contracts/api-paths';
import type { DueAnswer, DuesTotalsAnswer } from '@pgportal/contracts/responses';
import { PAGE_SIZE, useApiQuery, usePagedQuery } from '@pgportal/ui/data';

/** GET /payment/dues: who owes in the current property, oldest debt first. */
export const DUES_PATH = API.payment.dues;

export interface DuesQuery {
  search: string;
  page: number;
  /** 'true': overdue only */
  overdue?: 'true';
}

/** One page of the Dues list (the whole envelope: rows and pagination). */
export const useDues = ({ search, page, overdue }: DuesQuery) =>
  usePagedQuery<DueAnswer>(DUES_PATH, { search, page, limit: PAGE_SIZE, overdue });

/** GET /payment/dues/totals: total outstanding, overdue amount and how many tenants owe. */
export const useDuesTotals = () => useApiQuery<DuesTotalsAnswer>(API.payment.duesTotals);
