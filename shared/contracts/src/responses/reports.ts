// Reports as the API answers them (issue 26). Money in rupees, exact from paise. Deposits are not
// income (issue 41): they have figures of their own, outside invoiced, collected and net.
import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '../enums';
import { answerObject } from './common';

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);

export const monthReportAnswerSchema = answerObject({
  month: z.string().describe('YYYY-MM'),
  invoiced: rupees('the totals of the rent and charge invoices dated in the month (no deposits)'),
  collected: rupees(
    'income collected: the ledger’s entries on rent and charge invoices dated in the month (reversals subtract; no deposits)',
  ),
  outstanding: rupees('what the rent and charge invoices dated up to the month’s end still owed at its end'),
  depositsReceived: rupees('deposits received in the month, less their reversals'),
  depositsRefunded: rupees('deposits refunded at exit in the month'),
  depositsHeld: rupees('the deposits held at the month’s end'),
  expenses: rupees('the expenses spent in the month'),
  expensesByCategory: z.record(z.enum(EXPENSE_CATEGORIES), z.number()).describe('rupees per category'),
  net: rupees('collected − expenses (income less spending; deposits are not in it)'),
  occupancy: z
    .number()
    .describe('occupied bed-days / bed-days of the month (up to today), a ratio 0..1 with 4 decimals'),
  bedDays: z.number(),
  occupiedBedDays: z.number(),
  newAdmissions: z.number().describe('stays begun in the month that are not a move between beds'),
  moveOuts: z.number().describe('stays ended in the month that are not a move between beds'),
});

/** GET /report/trend: the months oldest first, ending with the current month. */
export const reportTrendAnswerSchema = answerObject({ months: z.array(monthReportAnswerSchema) });

export type MonthReport = z.infer<typeof monthReportAnswerSchema>;
export type ReportTrend = z.infer<typeof reportTrendAnswerSchema>;
