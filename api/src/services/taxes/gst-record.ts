// The GST record of rent invoices (issue 44, docs/taxes.md): in the transaction that issues them,
// after they took the tenant's pending charges, each RENT invoice of a GST-registered property, and
// each ADJUSTMENT of a stay's rent (a move's pro-rated difference, a withdrawn notice's rest of the
// period), is classified by the rule of its date (gst-classify.ts) and gets a serial of its
// GSTIN's series. An exit settlement's adjustment (deductions and charges, no stay) gets none.
// Written once and never changed: an issued invoice always reads as it was. An unregistered
// property's invoices get nothing (one query finds none).
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bedAssignments,
  gstInvoices,
  invoiceLines,
  invoices,
  properties,
  tenantNotices,
  tenants,
} from '../../db/schema';
import { monthlyPeriod } from '../calendar';
import { classifyRentInvoice, daysOfStay } from './gst-classify';
import { financialYearOf, formatGstSerial, reserveGstNumbers } from './gst-serial';

/** Rows per query: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

interface Issued {
  id: string;
  type: string;
  /** the tenant's monthly rent and meals now (an adjustment's monthly value) */
  termsPaise: number;
  tenantId: string;
  propertyId: string;
  assignmentId: string | null;
  periodStart: string;
  periodEnd: string;
  invoiceDate: string;
  totalPaise: number;
  gstin: string;
  legalName: string;
}

async function registeredRents(tx: Executor, invoiceIds: string[]): Promise<Issued[]> {
  const found: Issued[] = [];
  for (let index = 0; index < invoiceIds.length; index += CHUNK) {
    found.push(
      ...(await tx
        .select({
          id: invoices.id,
          type: invoices.type,
          termsPaise: sql<number>`(${tenants.monthlyRentPaise} + ${tenants.mealCostPaise})::bigint`,
          tenantId: invoices.tenantId,
          propertyId: invoices.propertyId,
          assignmentId: invoices.assignmentId,
          periodStart: invoices.periodStart,
          periodEnd: invoices.periodEnd,
          invoiceDate: invoices.invoiceDate,
          totalPaise: invoices.totalPaise,
          gstin: properties.gstin,
          legalName: properties.gstLegalName,
        })
        .from(invoices)
        .innerJoin(properties, eq(properties.id, invoices.propertyId))
        .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
        .where(
          and(
            inArray(invoices.id, invoiceIds.slice(index, index + CHUNK)),
            or(
              eq(invoices.type, 'RENT'),
              and(eq(invoices.type, 'ADJUSTMENT'), isNotNull(invoices.assignmentId)),
            ),
            ne(properties.gstin, ''),
          ),
        )
        .orderBy(asc(invoices.invoiceId))),
    );
  }
  return found;
}

/** The stay an invoice bills: from the moved-in day (kept across moves), to its known end. */
async function stayOf(tx: Executor, invoice: Issued): Promise<{ from: string; until: string | null }> {
  const [stay] = invoice.assignmentId
    ? await tx
        .select({
          from: sql<string>`coalesce(${bedAssignments.billingStart}, ${bedAssignments.startDate})`,
          endDate: bedAssignments.endDate,
        })
        .from(bedAssignments)
        .where(eq(bedAssignments.id, invoice.assignmentId))
    : [];
  const [notice] = await tx
    .select({ moveOutDate: tenantNotices.moveOutDate })
    .from(tenantNotices)
    .where(
      and(
        eq(tenantNotices.tenantId, invoice.tenantId),
        isNull(tenantNotices.withdrawnAt),
        isNull(tenantNotices.completedAt),
      ),
    );
  return {
    from: stay?.from ?? invoice.periodStart,
    until: notice?.moveOutDate ?? stay?.endDate ?? null,
  };
}

/**
 * The per-person value of a month: the invoice's rent and meals, scaled up when its period is cut
 * short; for an adjustment (a part of a month, or a difference of rents) the tenant's monthly terms.
 */
async function monthlyValueOf(tx: Executor, invoice: Issued, stayFrom: string): Promise<number> {
  if (invoice.type === 'ADJUSTMENT') return Number(invoice.termsPaise);
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${invoiceLines.amountPaise}), 0)` })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoice.id), inArray(invoiceLines.kind, ['RENT', 'MEALS'])));
  const billed = Number(row?.paise ?? 0);
  const full = monthlyPeriod(invoice.periodStart, Number(stayFrom.slice(8, 10)));
  const fullDays = daysOfStay(full.start, full.end) + 1;
  const days = daysOfStay(invoice.periodStart, invoice.periodEnd) + 1;
  return days < fullDays ? Math.round((billed * fullDays) / days) : billed;
}

/** Writes the GST record of the newly issued rent invoices among `invoiceIds` (inside their transaction). */
export async function recordGst(tx: Executor, invoiceIds: string[]): Promise<void> {
  if (!invoiceIds.length) return;
  const issued = await registeredRents(tx, invoiceIds);
  if (!issued.length) return;
  const rows: Array<typeof gstInvoices.$inferInsert> = [];
  for (const invoice of issued) {
    const stay = await stayOf(tx, invoice);
    const monthlyValuePaise = await monthlyValueOf(tx, invoice, stay.from);
    const classified = classifyRentInvoice({
      invoiceDate: invoice.invoiceDate,
      stayFrom: stay.from,
      stayUntil: stay.until,
      monthlyValuePaise,
      totalPaise: invoice.totalPaise,
    });
    rows.push({
      invoiceId: invoice.id,
      propertyId: invoice.propertyId,
      gstin: invoice.gstin,
      legalName: invoice.legalName,
      financialYear: financialYearOf(invoice.invoiceDate),
      number: 0,
      serial: '',
      ...classified,
      monthlyValuePaise,
      stayFrom: stay.from,
      stayUntil: stay.until,
    });
  }
  // one reservation per GSTIN and year, numbered in the order of the invoices' numbers
  const series = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.gstin} ${row.financialYear}`;
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  for (const ofSeries of [...series.values()]) {
    const { gstin, financialYear } = ofSeries[0]!;
    const first = await reserveGstNumbers(tx, gstin, financialYear, ofSeries.length);
    ofSeries.forEach((row, index) => {
      row.number = first + index;
      row.serial = formatGstSerial(financialYear, first + index);
    });
  }
  for (let index = 0; index < rows.length; index += CHUNK) {
    await tx.insert(gstInvoices).values(rows.slice(index, index + CHUNK));
  }
}
