// Issuing invoices: the one place that numbers and inserts them (issueInvoices), for the billing
// job and its catch-up, an admission's first invoices, a move, a withdrawn notice and an exit.
// Money in paise; dates YYYY-MM-DD in Asia/Kolkata.
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceSequences, invoices, properties, type InvoiceRow } from '../../db/schema';
import { monthlyPeriod, plusDays, today as todayInIndia } from '../calendar';
import { sumOfLines, writeLines, type NewLine } from './lines';
import { invoiceStatus } from './status';
import { takeCharges } from './take-charges';
import { recordGst } from '../taxes/gst-record';

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

/**
 * The one due-days rule: an invoice is due its property's `invoice_due_days` after the day it
 * counts from (dueCountsFrom: its invoice date, or the later day it was entered). The default (5)
 * is the column's, written once in the schema.
 */
export async function dueDaysOf(db: Executor, propertyIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(propertyIds)];
  const rows = ids.length
    ? await db
        .select({ id: properties.id, days: properties.invoiceDueDays })
        .from(properties)
        .where(inArray(properties.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row.days]));
}

/** The due date of an invoice dated `from` at a property whose invoices are due `dueDays` later. */
export const dueDateOf = (from: string, dueDays: number) => plusDays(from, dueDays);

export interface IssueOptions {
  /** the day the statuses written are as of: today in India unless the billing job runs for another */
  today?: string;
  /**
   * Skip an invoice another transaction issued already (the one RENT invoice per tenant and
   * period: the billing job, a move and an admission may catch the same period up) rather than fail.
   */
  skipIssued?: boolean;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/**
 * The one issuer: inserts invoices with their numbers (one reservation per year, in the order
 * given), due dates (dueDaysOf), lines (each total is the sum of its lines) and the status the
 * rule gives them as of `today`, in INSERTs of up to 1,000 rows. Answers the rows inserted, in
 * the order given. Run it inside the caller's transaction.
 */
export async function issueInvoices(
  db: Executor,
  batch: NewInvoice[],
  options: IssueOptions = {},
): Promise<InvoiceRow[]> {
  if (!batch.length) return [];
  const today = options.today ?? todayInIndia();
  const dueDays = await dueDaysOf(
    db,
    batch.map((invoice) => invoice.propertyId),
  );
  const byYear = new Map<number, NewInvoice[]>();
  for (const invoice of batch) {
    const year = Number(invoice.invoiceDate.slice(0, 4));
    const ofYear = byYear.get(year);
    if (ofYear) ofYear.push(invoice);
    else byYear.set(year, [invoice]);
  }
  const linesOf = new Map<string, NewLine[]>();
  const rows: Array<typeof invoices.$inferInsert> = [];
  // the years' numbers in ascending year, as every transaction takes them (hold-numbers.ts)
  for (const [year, ofYear] of [...byYear].sort(([a], [b]) => a - b)) {
    const invoiceIds = await reserveInvoiceIds(db, year, ofYear.length);
    ofYear.forEach(({ lines, dueFrom, ...fields }, index) => {
      const days = dueDays.get(fields.propertyId);
      if (days === undefined) throw new Error(`no property ${fields.propertyId} to issue an invoice for`);
      const invoiceId = invoiceIds[index]!;
      const dueDate = dueDateOf(dueCountsFrom(fields.invoiceDate, dueFrom), days);
      const totalPaise = sumOfLines(lines);
      linesOf.set(invoiceId, lines);
      rows.push({
        ...fields,
        invoiceId,
        totalPaise,
        dueDate,
        // an invoice issued for a past day may be past its due date already
        status: invoiceStatus({ totalPaise, paidPaise: 0, dueDate }, today),
      });
    });
  }
  const issued: InvoiceRow[] = [];
  for (let index = 0; index < rows.length; index += CHUNK) {
    const insert = db.insert(invoices).values(rows.slice(index, index + CHUNK));
    const made = await (options.skipIssued ? insert.onConflictDoNothing() : insert).returning();
    await writeLines(
      db,
      made.map((row) => ({ invoiceId: row.id, lines: linesOf.get(row.invoiceId)! })),
    );
    issued.push(...made);
  }
  const order = new Map(rows.map((row, index) => [row.invoiceId, index]));
  return issued.sort((a, b) => order.get(a.invoiceId)! - order.get(b.invoiceId)!);
}

/** Issues one invoice (issueInvoices): with its number, due date, lines and status. */
export async function issueInvoice(
  db: Executor,
  invoice: NewInvoice,
  options: IssueOptions = {},
): Promise<InvoiceRow> {
  const [row] = await issueInvoices(db, [invoice], options);
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
  // their status as of the day they are entered
  const asOf: IssueOptions = terms.enteredOn ? { today: terms.enteredOn } : {};
  const issued = [
    await issueInvoice(
      db,
      {
        tenantId: terms.tenantId,
        propertyId: terms.propertyId,
        assignmentId: terms.assignmentId,
        type: 'RENT',
        periodStart: period.start,
        periodEnd: period.end,
        invoiceDate: terms.startDate,
        dueFrom: terms.enteredOn,
        lines: rentLines(terms.rentPaise, terms.mealCostPaise),
      },
      asOf,
    ),
  ];
  const rent = issued[0]!;
  await takeCharges(db, [{ ...rent, lineCount: terms.mealCostPaise > 0 ? 2 : 1 }], terms.startDate);
  await recordGst(db, [rent.id]);
  if (terms.advancePaise > 0) {
    issued.push(
      await issueInvoice(
        db,
        {
          tenantId: terms.tenantId,
          propertyId: terms.propertyId,
          assignmentId: terms.assignmentId,
          type: 'ADVANCE',
          periodStart: terms.startDate,
          periodEnd: terms.startDate,
          invoiceDate: terms.startDate,
          dueFrom: terms.enteredOn,
          lines: [{ kind: 'ADVANCE', description: 'Advance', amountPaise: terms.advancePaise }],
        },
        asOf,
      ),
    );
  }
  return issued;
}
