import { API } from '@pgportal/contracts/api-paths';
import type { ComplaintCategory, ComplaintStatus } from '@pgportal/contracts/enums';
import type { Complaint, PagedEnvelope } from '@pgportal/contracts/types';
import { usePagedQuery } from '@pgportal/ui/data';

/** Every complaints read lives under this path: a write revalidates them all. */
export const COMPLAINTS_PATH = API.complaint.prefix;
/** GET /complaint/all: staff; their current property's complaints. */
export const ALL_COMPLAINTS_PATH = API.complaint.all;
/** GET /complaint/my-complaints: the signed-in tenant's own. */
export const MY_COMPLAINTS_PATH = API.complaint.mine;

// a type, not an interface: it is passed where a query record is expected
export type ComplaintsQuery = {
  page: number;
  limit: number;
  status?: ComplaintStatus;
  category?: ComplaintCategory;
};

/** A page of complaints with its pagination (the whole envelope, not only `data`). */
export type ComplaintsPage = PagedEnvelope<Complaint>;

/**
 * One page of complaints: staff read their current property's ('All Complaints', GET
 * /complaint/all), a tenant their own ('My Complaints', GET /complaint/my-complaints).
 */
export const useComplaints = (viewer: 'staff' | 'tenant', query: ComplaintsQuery) =>
  usePagedQuery<Complaint>(viewer === 'staff' ? ALL_COMPLAINTS_PATH : MY_COMPLAINTS_PATH, query);
