// Reading invoices as the API shows them: a tenant's list with payments, one invoice within the
// caller's scope, and a tenant's dueAmount.
import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { ListQuery } from '@pgportal/contracts/schemas';
import type { Invoice, Payment, PaymentClaim } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Executor } from '../../db/client';
import { wholeOrPage, type Page } from '../../db/paginate';
import { invoices, payments, tenants, users, type InvoiceRow, type PaymentRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { likePattern } from '../db-helpers';
import { claimsOf } from './claims-read';
import { linesOf } from './lines';
import { toRupees } from '../money';
import { invoiceStatus, outstandingPaise } from './status';
import { gstRowsOf, presentGst, type GstOfInvoice } from '../taxes/gst-read';

export type PaymentWithRecorder = PaymentRow & { recorderName: string | null };

/** The payments that count: neither a reversal nor a payment that was reversed. */
export function paymentsInForce<T extends Pick<PaymentRow, 'id' | 'reversesPaymentId'>>(ledger: T[]): T[] {
  const reversed = new Set(ledger.map((entry) => entry.reversesPaymentId).filter(Boolean));
  return ledger.filter((entry) => entry.reversesPaymentId === null && !reversed.has(entry.id));
}

/** A payment as the API answers it; `reversal`, the entry that reversed it, cancels its receipt. */
export function presentPayment(row: PaymentWithRecorder, reversal?: PaymentRow): Payment {
  return {
    _id: row.id,
    amount: toRupees(row.amountPaise),
    paymentMode: row.paymentMode,
    paidAt: row.paidAt,
    reverses: row.reversesPaymentId,
    recordedBy: row.recordedBy ? { _id: row.recordedBy, name: row.recorderName ?? '' } : null,
    reference: row.reference,
    receiptNumber: row.receiptNumber,
    cancelledOn: reversal?.paidAt ?? null,
    cancelReason: reversal?.note.trim() || null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An invoice with its payments (oldest first) and claims; the status follows from them and `today`. */
export function presentInvoice(
  row: InvoiceRow,
  ledger: PaymentWithRecorder[],
  today: string,
  claims: PaymentClaim[] = [],
  lines?: Invoice['lines'],
  gst?: GstOfInvoice,
): Invoice {
  const status = invoiceStatus(row, today);
  const lastPayment = ledger.filter((payment) => payment.amountPaise > 0).at(-1);
  const reversalOf = new Map(ledger.map((entry) => [entry.reversesPaymentId, entry]));
  return {
    _id: row.id,
    invoiceId: row.invoiceId,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    invoiceType: row.type,
    status,
    totalAmount: toRupees(row.totalPaise),
    paidAmount: toRupees(row.paidPaise),
    outstandingAmount: toRupees(outstandingPaise(row)),
    paidAt: status === 'PAID' ? (lastPayment?.paidAt ?? null) : null,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    payments: ledger.map((entry) => presentPayment(entry, reversalOf.get(entry.id))),
    ...(lines ? { lines } : {}),
    claims,
    ...(gst ? { gst: presentGst(gst) } : {}),
  };
}

/** The ledgers of these invoices, by invoice, each oldest first. */
export async function ledgersOf(
  db: Executor,
  invoiceIds: string[],
): Promise<Map<string, PaymentWithRecorder[]>> {
  const byInvoice = new Map<string, PaymentWithRecorder[]>(invoiceIds.map((id) => [id, []]));
  if (!invoiceIds.length) return byInvoice;
  const rows = await db
    .select({ payment: payments, recorderName: users.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(inArray(payments.invoiceId, invoiceIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  for (const { payment, recorderName } of rows) {
    byInvoice.get(payment.invoiceId)?.push({ ...payment, recorderName });
  }
  return byInvoice;
}

/** The tenant's id if the caller may read their invoices: staff in scope, or the tenant themself. */
export async function requireInvoiceTenant(db: Executor, scope: AccessScope, tenantId: string) {
  if (scope.kind === 'tenant') {
    if (tenantId !== scope.actorId) throw notFound(MESSAGES.tenantNotFound);
    return tenantId;
  }
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), scope.propertyFilter(tenants.propertyId)),
    );
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return tenant.id;
}

/**
 * A tenant's invoices, newest first, with their payments; `search` matches the invoiceId, and
 * `page`/`limit` answer one page (DESIGN §3); without them every invoice of the tenant, as Billing
 * and Tenant Details total what is owed from them (one tenancy's, a few a month). Staff see those
 * of properties in scope.
 */
export async function listTenantInvoices(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  today: string,
  query: ListQuery = {},
): Promise<Page<Invoice>> {
  const where = and(
    eq(invoices.tenantId, tenantId),
    scope.kind === 'staff' ? scope.propertyFilter(invoices.propertyId) : undefined,
    query.search ? ilike(invoices.invoiceId, likePattern(query.search)) : undefined,
  );
  // The access check beside the page, whose answer is dropped if it fails (issue 28: each
  // statement waited for the one before it; the page holds only invoices in scope anyway).
  const [, page] = await Promise.all([
    requireInvoiceTenant(db, scope, tenantId),
    wholeOrPage(
      db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.invoiceDate), desc(invoices.invoiceId))
        .$dynamic(),
      db.$count(invoices, where),
      query,
    ),
  ]);
  const ids = page.rows.map((row) => row.id);
  const [ledgers, claims, lines, gst] = await Promise.all([
    ledgersOf(db, ids),
    claimsOf(db, ids),
    linesOf(db, ids),
    gstRowsOf(db, ids),
  ]);
  return {
    ...page,
    rows: page.rows.map((row) =>
      presentInvoice(
        row,
        ledgers.get(row.id) ?? [],
        today,
        claims.get(row.id),
        lines.get(row.id),
        gst.get(row.id),
      ),
    ),
  };
}

/** One invoice the caller may see (staff: its property in scope; a tenant: their own), else 404. */
export async function findInvoice(db: Executor, scope: AccessScope, billingId: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.id, billingId),
        scope.kind === 'tenant'
          ? eq(invoices.tenantId, scope.actorId)
          : scope.propertyFilter(invoices.propertyId),
      ),
    );
  if (!row) throw notFound(MESSAGES.invoiceNotFound);
  return row;
}

/** A tenant's dueAmount in paise: Σ(total − paid) over their invoices. */
export async function tenantDuePaise(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ due: sql<string>`coalesce(sum(${invoices.totalPaise} - ${invoices.paidPaise}), 0)` })
    .from(invoices)
    .where(eq(invoices.tenantId, tenantId));
  return Number(row?.due ?? 0);
}

/** One invoice the caller may see, with its ledger and claims, as the write routes answer it. */
export async function invoiceView(db: Executor, scope: AccessScope, billingId: string, today: string) {
  const row = await findInvoice(db, scope, billingId);
  const [ledgers, claims] = [await ledgersOf(db, [row.id]), await claimsOf(db, [row.id])];
  const lines = await linesOf(db, [row.id]);
  const gst = await gstRowsOf(db, [row.id]);
  return presentInvoice(
    row,
    ledgers.get(row.id) ?? [],
    today,
    claims.get(row.id),
    lines.get(row.id),
    gst.get(row.id),
  );
}
