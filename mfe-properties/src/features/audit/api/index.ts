export { NO_FILTERS, useAuditLog } from './get-audit';
export type { AuditFilters } from './get-audit';
