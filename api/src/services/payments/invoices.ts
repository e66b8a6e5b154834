// Issuing invoices: the one place that numbers and inserts them (the assignment's first invoices,
// the monthly billing job). Money in paise; dates YYYY-MM-DD in Asia/Kolkata.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceSequences, invoices, properties, type InvoiceRow } from '../../db/schema';
import { monthlyPeriod, plusDays } from '../calendar';
import { sumOfLines, writeLines, type NewLine } from './lines';
import { takeCharges } from './take-charges';

/** An invoice's number as people see it: INV-2026-000123. */
const formatInvoiceId = (year: number, number: number) => `INV-${year}-${String(number).padStart(6, '0')}`;

/**
 * Reserves `count` consecutive invoice numbers of a year in one atomic upsert (never issued twice,
 * whoever asks at the same time): their ids, in order. The only place invoice numbers are made.
 */
export async function reserveInvoiceIds(db: Executor, year: number, count: number): Promise<string[]> {
  const [row] = await db
    .insert(invoiceSequences)
    .values({ year, lastNumber: count })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  const first = row!.lastNumber - count + 1;
  return Array.from({ length: count }, (_, index) => formatInvoiceId(year, first + index));
}

/** The next invoice number of a year, e.g. INV-2026-000123. */
export async function nextInvoiceId(db: Executor, year: number): Promise<string> {
  const [invoiceId] = await reserveInvoiceIds(db, year, 1);
  return invoiceId!;
}

export interface NewInvoice {
  tenantId: string;
  propertyId: string;
  assignmentId: string | null;
  type: InvoiceRow['type'];
  periodStart: string;
  periodEnd: string;
  invoiceDate: string;
  /**
   * The day its due days count from when that is later than the invoice date: the day an invoice
   * of a back-dated admission is entered. Absent: the invoice date.
   */
  dueFrom?: string;
  /** what it is made of: its total is their sum */
  lines: NewLine[];
}

/** The day the due days count from: the invoice date, or the later day it was entered. */
export const dueCountsFrom = (invoiceDate: string, dueFrom?: string) =>
  dueFrom !== undefined && dueFrom > invoiceDate ? dueFrom : invoiceDate;

/** Days from invoice date to due date: the property's own setting (5 by default). */
async function dueDaysOf(db: Executor, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ days: properties.invoiceDueDays })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.days ?? 5;
}

/** Inserts one invoice with its number, due date and lines (its total is their sum). */
export async function issueInvoice(db: Executor, invoice: NewInvoice): Promise<InvoiceRow> {
  const { lines, dueFrom, ...fields } = invoice;
  const invoiceId = await nextInvoiceId(db, Number(invoice.invoiceDate.slice(0, 4)));
  const dueDate = plusDays(
    dueCountsFrom(invoice.invoiceDate, dueFrom),
    await dueDaysOf(db, invoice.propertyId),
  );
  const [row] = await db
    .insert(invoices)
    .values({ ...fields, totalPaise: sumOfLines(lines), invoiceId, dueDate, status: 'UNPAID' })
    .returning();
  await writeLines(db, [{ invoiceId: row!.id, lines }]);
  return row!;
}

/** A RENT invoice's own lines: the rent, and the meals when they cost anything ('Rent (days)' when pro-rated). */
export function rentLines(rentPaise: number, mealCostPaise: number, prorated?: string | null): NewLine[] {
  const of = (name: string) => (prorated ? `${name} (${prorated})` : name);
  const lines: NewLine[] = [{ kind: 'RENT', description: of('Rent'), amountPaise: rentPaise }];
  if (mealCostPaise > 0) lines.push({ kind: 'MEALS', description: of('Meals'), amountPaise: mealCostPaise });
  return lines;
}

export interface AssignmentTerms {
  assignmentId: string;
  tenantId: string;
  propertyId: string;
  /** the assignment day, YYYY-MM-DD */
  startDate: string;
  rentPaise: number;
  mealCostPaise: number;
  advancePaise: number;
  /** the day the assignment is entered, when 'Moved in on' is earlier: the due days count from it */
  enteredOn?: string;
}

/**
 * What an assignment invoices at once (DESIGN §5): the first month's RENT (rent plus meals) from
 * the assignment day, and an ADVANCE invoice when an advance is collected. Run it inside the
 * assignment's transaction. The RENT invoice takes the tenant's pending charges. Both are dated
 * the assignment day and due the property's due days after the day they are entered.
 */
export async function issueFirstInvoices(db: Executor, terms: AssignmentTerms): Promise<InvoiceRow[]> {
  const period = monthlyPeriod(terms.startDate);
  const issued = [
    await issueInvoice(db, {
      tenantId: terms.tenantId,
      propertyId: terms.propertyId,
      assignmentId: terms.assignmentId,
      type: 'RENT',
      periodStart: period.start,
      periodEnd: period.end,
      invoiceDate: terms.startDate,
      dueFrom: terms.enteredOn,
      lines: rentLines(terms.rentPaise, terms.mealCostPaise),
    }),
  ];
  const rent = issued[0]!;
  await takeCharges(db, [{ ...rent, lineCount: terms.mealCostPaise > 0 ? 2 : 1 }], terms.startDate);
  if (terms.advancePaise > 0) {
    issued.push(
      await issueInvoice(db, {
        tenantId: terms.tenantId,
        propertyId: terms.propertyId,
        assignmentId: terms.assignmentId,
        type: 'ADVANCE',
        periodStart: terms.startDate,
        periodEnd: terms.startDate,
        invoiceDate: terms.startDate,
        dueFrom: terms.enteredOn,
        lines: [{ kind: 'ADVANCE', description: 'Advance', amountPaise: terms.advancePaise }],
      }),
    );
  }
  return issued;
}
