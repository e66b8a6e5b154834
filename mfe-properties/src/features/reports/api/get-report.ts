import { API } from '@pgportal/contracts/api-paths';
import type { MonthReport, ReportTrend } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** How many months the Reports page's charts show, ending with this month. */
export const TREND_MONTHS = 12;

/** GET /report/monthly?month=YYYY-MM: the current property's figures of one month. */
export const useMonthlyReport = (month: string) => useApiQuery<MonthReport>(API.report.monthly, { month });

/** GET /report/trend?months=12: the same per month, oldest first, ending with this month. */
export const useReportTrend = () => useApiQuery<ReportTrend>(API.report.trend, { months: TREND_MONTHS });
