// The messages of the audit log (issue 26), spread into MESSAGES (messages.ts).
export const AUDIT_MESSAGES = {
  auditFetched: 'Audit log fetched successfully',
  tenantHistoryFetched: 'Tenant history fetched successfully',
  auditToBeforeFrom: 'The end date (to) must be on or after the start date (from)',
  /** who did a change the billing job made */
  auditSystemActor: 'System',
  /** the History tab with no entries */
  noHistory: 'No changes recorded yet.',
} as const;
