import { API } from '@pgportal/contracts/api-paths';
import useSWR from 'swr';
import { errorMessage, request } from '@pgportal/contracts/api';
import type { ComplaintStatus } from '@pgportal/contracts/enums';
import type { Complaint, PagedEnvelope } from '@pgportal/contracts/types';
import { apiKey, parseApiKey } from '@pgportal/ui/data';
import { notify } from '@pgportal/ui/toast';

/** Every complaints read lives under this path: a write revalidates them all. */
export const COMPLAINTS_PATH = API.complaint.prefix;
/** GET /complaint/all: staff; their current property's complaints. */
export const ALL_COMPLAINTS_PATH = API.complaint.all;
/** GET /complaint/my-complaints: the signed-in tenant's own. */
export const MY_COMPLAINTS_PATH = API.complaint.mine;

export interface ComplaintsQuery {
  page: number;
  limit: number;
  status?: ComplaintStatus;
}

/** A page of complaints with its pagination (the whole envelope, not only `data`). */
export type ComplaintsPage = Pick<PagedEnvelope<Complaint>, 'data' | 'pagination'>;

/** The fetcher of a page key (apiKey(path, query)): keeps `pagination`, which useApiQuery drops. */
export async function fetchComplaintsPage(key: string): Promise<ComplaintsPage> {
  const { path, query } = parseApiKey(key);
  const { data, pagination } = await request<Complaint[]>(path, { query });
  return { data, pagination };
}

/** Like useApiQuery (same cache key, so writes revalidate it; failures toast), for a page. */
function useComplaintsPage(path: string, query: ComplaintsQuery | null) {
  const key = query ? apiKey(path, { page: query.page, limit: query.limit, status: query.status }) : null;
  return useSWR<ComplaintsPage, unknown>(key, fetchComplaintsPage, {
    keepPreviousData: true,
    onError: (error: unknown) => notify.error(errorMessage(error)),
  });
}

/** The staff dashboard's 'All Complaints': one page of the current property's complaints (null waits). */
export const useAllComplaints = (query: ComplaintsQuery | null) =>
  useComplaintsPage(ALL_COMPLAINTS_PATH, query);

/** 'My Complaints': one page of the tenant's own complaints (null waits). */
export const useMyComplaints = (query: ComplaintsQuery | null) =>
  useComplaintsPage(MY_COMPLAINTS_PATH, query);
