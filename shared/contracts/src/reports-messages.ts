// The messages of reports (issue 26), spread into MESSAGES (messages.ts).
export const REPORTS_MESSAGES = {
  reportFetched: 'Report fetched successfully',
  reportTrendFetched: 'Report trend fetched successfully',
  reportMonthInvalid: 'month must be a calendar month written YYYY-MM, e.g. 2026-11',
  reportMonthsInvalid: 'months must be a whole number from 1 to 24',
  reportScopeInvalid: "scope must be 'all' or 'current'",
  reportsTitle: 'Reports',
  reportsChartCollected: 'Collected',
  reportsChartExpenses: 'Expenses',
  reportsChartNet: 'Net',
  reportsChartOccupancy: 'Occupancy',
  // The properties overview (issue 42).
  overviewFetched: 'Properties overview fetched successfully',
  overviewEmpty: 'No properties yet. Add one on the Properties page.',
  auditEmpty: 'No changes match these filters. Widen the dates or clear a filter.',
} as const;
