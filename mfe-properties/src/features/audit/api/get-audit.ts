import { API } from '@pgportal/contracts/api-paths';
import type { AuditListAnswer } from '@pgportal/contracts/responses';
import type { User } from '@pgportal/contracts/types';
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

/** The most people the Person filter offers (the API's largest page). */
const CHOICES_LIMIT = 100;

/** The staff accounts, for the Person filter (audit.view and managers.manage are both the admins'). */
export const useAuditPeople = () =>
  useApiQuery<User[]>(API.user.all, { limit: CHOICES_LIMIT }, { toastErrors: false });
