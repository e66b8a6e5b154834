// Demo billing history, made once on first start after the rest of the demo data: the demo
// tenant's open assignment (if the demo has one) gets a few months of invoices, older ones paid,
// one part-paid and one overdue. Idempotent: a tenant whose invoices have any payment is left alone.
import { addMonths } from 'date-fns/addMonths';
import { parseISO } from 'date-fns/parseISO';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentMode } from '@pgportal/contracts/enums';
import { staffScope } from '../services/access';
import { toRupees } from '../services/money';
import { billingDayIn, monthlyPeriod, plusDays, today as todayInIndia } from '../services/calendar';
import { issueDueRents } from '../services/payments/job/issue';
import { recordPayment } from '../services/payments/payments';
import { nextInvoiceId } from '../services/payments/invoices';
import { findStaff } from '../services/users/read';
import type { Db } from './client';
import { bedAssignments, invoices, payments, tenants, users, type BedAssignmentRow } from './schema';

/** How long ago the demo tenant moved in, in months, when the demo assignment is newer. */
const HISTORY_MONTHS = 3;

const daysBetween = (from: string, to: string) =>
  Math.round((parseISO(to).getTime() - parseISO(from).getTime()) / 86_400_000);

/** Moves a recent demo assignment (and its first invoices) back, as if the tenant moved in months ago. */
async function backdate(db: Db, assignment: BedAssignmentRow, today: string) {
  const moveIn = parseISO(assignment.startDate);
  const earlier = addMonths(moveIn, -HISTORY_MONTHS);
  const start = billingDayIn(earlier.getFullYear(), earlier.getMonth(), moveIn.getDate());
  if (daysBetween(start, today) < 0) return;
  await db.transaction(async (tx) => {
    await tx.update(bedAssignments).set({ startDate: start }).where(eq(bedAssignments.id, assignment.id));
    const first = await tx.select().from(invoices).where(eq(invoices.assignmentId, assignment.id));
    for (const invoice of first) {
      const dueDays = daysBetween(invoice.invoiceDate, invoice.dueDate);
      const period = invoice.type === 'RENT' ? monthlyPeriod(start) : { start, end: start };
      const sameYear = invoice.invoiceId.startsWith(`INV-${start.slice(0, 4)}-`);
      await tx
        .update(invoices)
        .set({
          invoiceId: sameYear ? invoice.invoiceId : await nextInvoiceId(tx, Number(start.slice(0, 4))),
          invoiceDate: start,
          periodStart: period.start,
          periodEnd: period.end,
          dueDate: plusDays(start, dueDays),
        })
        .where(eq(invoices.id, invoice.id));
    }
  });
}

export async function seedBilling(
  db: Db,
  options: { tenantEmail: string; managerEmail: string; today?: string },
): Promise<void> {
  const today = options.today ?? todayInIndia();
  const [found] = await db
    .select({ assignment: bedAssignments })
    .from(bedAssignments)
    .innerJoin(tenants, eq(tenants.id, bedAssignments.tenantId))
    .where(
      and(eq(tenants.email, options.tenantEmail), isNull(tenants.deletedAt), isNull(bedAssignments.endDate)),
    )
    .limit(1);
  if (!found) return;
  const { assignment } = found;
  const ofTenant = eq(invoices.tenantId, assignment.tenantId);
  const invoiceIds = (await db.select({ id: invoices.id }).from(invoices).where(ofTenant)).map(
    (row) => row.id,
  );
  if (invoiceIds.length) {
    const paid = await db
      .select({ id: payments.id })
      .from(payments)
      .where(inArray(payments.invoiceId, invoiceIds));
    if (paid.length) return;
  }

  if (daysBetween(assignment.startDate, today) < 60) await backdate(db, assignment, today);
  await db.transaction((tx) => issueDueRents(tx, today));

  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.managerEmail));
  const staff = manager ? await findStaff(db, manager.id) : null;
  if (!staff) return;
  const scope = staffScope(staff);
  const pay = (id: string, paidAt: string, paymentMode: PaymentMode, amount?: number) =>
    recordPayment(db, scope, id, { paymentMode, paidAt, amount }, today);

  const all = await db.select().from(invoices).where(ofTenant).orderBy(asc(invoices.periodStart));
  const rents = all.filter((invoice) => invoice.type === 'RENT');
  for (const advance of all.filter((invoice) => invoice.type === 'ADVANCE')) {
    await pay(advance.id, advance.invoiceDate, 'BANK_TRANSFER');
  }
  // Older months paid a couple of days after the invoice; the one before the newest left unpaid
  // (overdue); the newest part-paid.
  const [newest, overdue] = [rents.at(-1), rents.at(-2)];
  for (const [index, rent] of rents.entries()) {
    if (rent === newest || rent === overdue) continue;
    const paidAt = plusDays(rent.invoiceDate, 2) <= today ? plusDays(rent.invoiceDate, 2) : rent.invoiceDate;
    await pay(rent.id, paidAt, index % 2 ? 'CASH' : 'UPI');
  }
  if (newest && overdue) {
    await pay(newest.id, today, 'UPI', toRupees(Math.floor(newest.totalPaise * 0.4)));
  }
}
