// The Reports page (issue 26): a month's figures and the 12-month trend of the current property.
export { TREND_MONTHS, useMonthlyReport, useReportTrend } from './get-report';
