export { NO_FILTERS, useAuditLog, useAuditPeople, useAuditProperties } from './get-audit';
export type { AuditFilters } from './get-audit';
