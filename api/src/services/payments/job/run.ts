// The billing job (DESIGN §5, §6): issues each open assignment's monthly RENT invoice on the
// tenant's billing day, marks invoices OVERDUE and mails reminders. Idempotent: one RENT invoice
// per tenant and period (a unique index) and a PostgreSQL advisory lock, so every server may run
// it at once; each reminder is claimed in invoice_reminders before it is sent.
// Locks: LOCK_ORDER (db/lock-order.ts); the OVERDUE update re-checks each row's amounts under its lock.
// Meal credits (meals/credits.ts) are written before the RENT invoices, so one issued the same day takes them.
// Monthly expenses (expenses/recurring.ts) are written last, each once per month (a unique index).
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { Mailer } from '../../../mail/mailer';
import { today as todayInIndia } from '../../calendar';
import { creditMealAbsences } from '../../meals/credits';
import { writeDueRecurringExpenses } from '../../expenses/recurring';
import { mailRefundDeadlines } from '../../exits/notify';
import { refreshShownStatements } from '../../exits/reopen';
import { mailWaitingDigests } from '../../waiting/digest';
import { issueDueRents } from './issue';
import { tryBillingLock } from './lock';
import { chargeLateFees } from './late-fees';
import { markOverdue } from './overdue';
import { sendReminders } from './reminders';
import { issueGstNotes } from '../../taxes/gst-notes';
import { locksTaken } from '../../../db/lock-order';

locksTaken('billing', 'invoice', 'invoiceRow', 'sequence', 'totals');

export interface BillingJobDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log?: { error: (object: unknown, message: string) => void };
}

export interface BillingJobResult {
  /** false when another server held the lock: it issued and marked, this run only sent reminders */
  ran: boolean;
  issued: number;
  overdue: number;
  /** late-fee lines charged (issue 23) */
  lateFees: number;
  reminders: number;
  /** monthly expenses written (issue 26) */
  expensesWritten: number;
}

/** One run of the job; `today` (YYYY-MM-DD, Asia/Kolkata) defaults to the real one. */
export async function runBillingJob(
  deps: BillingJobDeps,
  options: { today?: string; reminders?: boolean } = {},
): Promise<BillingJobResult> {
  const today = options.today ?? todayInIndia();
  const locked = await deps.db.transaction(async (tx) => {
    if (!(await tryBillingLock(tx))) return null;
    // Overdue first: it changes no totals, so this transaction takes no totals row (schema/totals.ts)
    // before it has locked the invoices it updates; a payment locks an invoice, then the totals.
    const overdue = await markOverdue(tx, today);
    // Every invoice it charges is locked before the first totals row (its own UPDATE's trigger).
    let lateFees = await chargeLateFees(tx, today);
    await creditMealAbsences(tx, today);
    const issued = await issueDueRents(tx, today);
    // GST credit and debit notes for stays that turned out otherwise (issue 44): reads and inserts only
    await issueGstNotes(tx, today);
    if (issued > 0) {
      // A run after days without one issues invoices already past due: the issuer writes them
      // OVERDUE (the rule as of today), and they take their fees at once. The only rows this pass
      // can touch are those the first pass locked and the invoices just issued (invisible to
      // others), so it waits for no lock.
      lateFees += await chargeLateFees(tx, today);
    }
    // Monthly expenses (issue 26) touch no invoices or totals: once per template and month.
    const expensesWritten = await writeDueRecurringExpenses(tx, today);
    return { issued, overdue, lateFees, expensesWritten };
  });
  let reminders = 0;
  for (const kind of options.reminders === false ? [] : (['ISSUED', 'DUE_SOON', 'OVERDUE'] as const)) {
    reminders += await sendReminders(deps, kind, today);
  }
  if (options.reminders !== false) reminders += await mailRefundDeadlines(deps, today);
  // exit statements whose figures changed since they were sent go to the tenant again (issue 41)
  if (options.reminders !== false) reminders += await refreshShownStatements(deps);
  // staff who chose one mail a day hear of claims, notices and disputes since their last (issue 42)
  if (options.reminders !== false) reminders += await mailWaitingDigests(deps, today);
  return {
    ran: locked !== null,
    issued: locked?.issued ?? 0,
    overdue: locked?.overdue ?? 0,
    lateFees: locked?.lateFees ?? 0,
    reminders,
    expensesWritten: locked?.expensesWritten ?? 0,
  };
}
