export { NO_FILTERS, useAuditLog, useAuditPeople } from './get-audit';
export type { AuditFilters } from './get-audit';
