// A withdrawn notice whose last period was already billed to the move-out day: the tenant stays,
// so the rest of that period (the day after the move-out date to the period's end) is billed as an
// ADJUSTMENT invoice, its rent and meals lines the full terms minus what the pro-rated invoice took.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, type BedAssignmentRow } from '../../db/schema';
import { plusDays, today as todayInIndia } from '../calendar';
import { issueInvoice } from '../payments/invoices';
import { recordGst } from '../taxes/gst-record';
import type { NewLine } from '../payments/lines';
import { periodOn, schedulesOf, termsFor } from '../payments/rent-schedule';
import { termsToMoveOut } from './last-period';

export async function chargeRestOfLastPeriod(
  tx: Executor,
  stay: BedAssignmentRow,
  moveOutDate: string,
  today: string = todayInIndia(),
): Promise<void> {
  const billingStart = stay.billingStart ?? stay.startDate;
  if (moveOutDate < billingStart) return;
  const period = periodOn(billingStart, moveOutDate);
  if (moveOutDate >= period.end) return;
  const [billed] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, stay.tenantId),
        eq(invoices.type, 'RENT'),
        eq(invoices.periodStart, period.start),
        eq(invoices.periodEnd, moveOutDate),
      ),
    );
  if (!billed) return;
  const rows = (await schedulesOf(tx, [stay.tenantId])).get(stay.tenantId);
  const terms = termsFor(rows, billingStart, period.start, stay);
  const billedTerms = termsToMoveOut(terms, period, moveOutDate);
  const from = plusDays(moveOutDate, 1);
  const days = `${from} to ${period.end}, notice withdrawn`;
  const lines: NewLine[] = [
    { kind: 'RENT', description: `Rent (${days})`, amountPaise: terms.rentPaise - billedTerms.rentPaise },
  ];
  const meals = terms.mealCostPaise - billedTerms.mealCostPaise;
  if (meals > 0) lines.push({ kind: 'MEALS', description: `Meals (${days})`, amountPaise: meals });
  if (lines.every((line) => line.amountPaise === 0)) return;
  const issued = await issueInvoice(tx, {
    tenantId: stay.tenantId,
    propertyId: stay.propertyId,
    assignmentId: stay.id,
    type: 'ADJUSTMENT',
    periodStart: from,
    periodEnd: period.end,
    invoiceDate: today,
    lines: lines.filter((line) => line.amountPaise > 0),
  });
  await recordGst(tx, [issued.id]);
}
