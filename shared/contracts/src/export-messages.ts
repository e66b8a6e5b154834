// The messages of CSV exports (issue 26), spread into MESSAGES (messages.ts).
export const EXPORT_MESSAGES = {
  exportNoProperty: 'Choose a property first: an export holds the current property’s list.',
} as const;
