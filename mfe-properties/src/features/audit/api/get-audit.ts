import { API } from '@pgportal/contracts/api-paths';
import type { AuditListAnswer } from '@pgportal/contracts/responses';
import { PAGE_SIZE, useApiQuery } from '@pgportal/ui/data';

/** The Audit log page's filters, as the API reads them ('' for none). */
export interface AuditFilters {
  propertyId: string;
  objectType: string;
  actor: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { propertyId: '', objectType: '', actor: '', from: '', to: '' };

/** GET /audit/?propertyId=&objectType=&actor=&from=&to=&page=&limit=: newest first. */
export const useAuditLog = (filters: AuditFilters, page: number) =>
  useApiQuery<AuditListAnswer>(API.audit.list, { ...filters, page, limit: PAGE_SIZE });
