// Reports (issue 26): GET /report/monthly?month=YYYY-MM and GET /report/trend?months=N, each for the
// current property or, with scope=all, every property the caller's scope holds.
import { z } from 'zod';
import { REPORTS_MESSAGES } from '../reports-messages';

/** The longest trend one request may ask for. */
export const MAX_TREND_MONTHS = 24;

const scope = z.enum(['all', 'current'], { error: REPORTS_MESSAGES.reportScopeInvalid }).optional();

/** YYYY-MM, a real month (01–12). */
export const reportMonth = z
  .string({ error: REPORTS_MESSAGES.reportMonthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, REPORTS_MESSAGES.reportMonthInvalid);

export const monthlyReportQuerySchema = z.object({
  /** the current month (India) when left out */
  month: reportMonth.optional(),
  scope,
});
export type MonthlyReportQuery = z.output<typeof monthlyReportQuerySchema>;

export const reportTrendQuerySchema = z.object({
  months: z.coerce
    .number({ error: REPORTS_MESSAGES.reportMonthsInvalid })
    .int(REPORTS_MESSAGES.reportMonthsInvalid)
    .min(1, REPORTS_MESSAGES.reportMonthsInvalid)
    .max(MAX_TREND_MONTHS, REPORTS_MESSAGES.reportMonthsInvalid)
    .default(12),
  scope,
});
export type ReportTrendQuery = z.output<typeof reportTrendQuerySchema>;
