// POST /payment/statements (issue 23): one transaction per file, so a file that fails records
// nothing. Matching, for each credit: a UTR already recorded (or already queued, or earlier in the
// same file) → duplicate, nothing recorded; an invoiceId of the property in the narration with
// something outstanding → the payment is recorded (matched); the amount one named tenant owes →
// suggested; else unmatched.
// Lock order: the property (imports of one property run one after another, so two racing imports
// see each other's references), then the invoices named (by id), then the maintained totals.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { invoices, payments, properties, statementLines, type InvoiceRow } from '../../db/schema';
import type { AccessScope } from '../access';
import { outstandingPaise } from '../billing/status';
import { unreadable } from './cells';
import { payFromCredit, remainderLine } from './apply';
import type { StatementCredit } from './parse';
import { suggester, tenantDuesOf } from './suggest';

export interface ImportCounts {
  read: number;
  matched: number;
  suggested: number;
  unmatched: number;
  duplicates: number;
}

const INVOICE_NUMBER = /INV-?(\d{4})-?(\d{6})/gi;
const CHUNK = 1000;

/** The invoice numbers a narration carries, as the invoices write them (INV-2026-000123). */
export const invoiceNumbersIn = (narration: string) =>
  [...narration.matchAll(INVOICE_NUMBER)].map((match) => `INV-${match[1]}-${match[2]}`);

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/** The references among `references` the property's ledger or queue already holds. */
async function knownReferences(tx: Executor, propertyId: string, references: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const chunk of chunks(references)) {
    const inLedger = await tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.propertyId, propertyId), inArray(payments.reference, chunk)));
    const inQueue = await tx
      .select({ reference: statementLines.reference })
      .from(statementLines)
      .where(
        and(
          eq(statementLines.propertyId, propertyId),
          isNotNull(statementLines.reference),
          inArray(statementLines.reference, chunk),
        ),
      );
    for (const row of [...inLedger, ...inQueue]) if (row.reference) known.add(row.reference);
  }
  return known;
}

/** The property's invoices the narrations name, locked, by their invoice number. */
async function lockNamedInvoices(tx: Executor, propertyId: string, numbers: string[]) {
  const found = new Map<string, InvoiceRow>();
  for (const chunk of chunks(numbers)) {
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.propertyId, propertyId), inArray(invoices.invoiceId, chunk)))
      .orderBy(asc(invoices.id))
      .for('update');
    for (const row of rows) found.set(row.invoiceId, row);
  }
  return found;
}

type NewLine = typeof statementLines.$inferInsert;

/**
 * The lines as one array per column, unnested by the database: drizzle's multi-row insert spent
 * more time building 1,000 rows of placeholders than PostgreSQL spent writing them.
 */
async function insertLines(tx: Executor, lines: NewLine[]) {
  const column = <T>(pick: (line: NewLine) => T) => sql.param(lines.map(pick));
  await tx.execute(sql`
    insert into ${statementLines} (property_id, line_number, statement_date, narration, amount_paise,
      reference, part, status, invoice_id, tenant_id, payment_id, imported_by)
    select * from unnest(
      ${column((l) => l.propertyId)}::uuid[], ${column((l) => l.lineNumber)}::int[],
      ${column((l) => l.statementDate)}::date[], ${column((l) => l.narration)}::text[],
      ${column((l) => l.amountPaise)}::bigint[], ${column((l) => l.reference ?? null)}::text[],
      ${column((l) => l.part ?? 1)}::int[], ${column((l) => l.status)}::text[],
      ${column((l) => l.invoiceId ?? null)}::uuid[], ${column((l) => l.tenantId ?? null)}::uuid[],
      ${column((l) => l.paymentId ?? null)}::uuid[], ${column((l) => l.importedBy ?? null)}::uuid[])`);
}

async function importInTransaction(
  tx: Executor,
  scope: AccessScope,
  propertyId: string,
  credits: StatementCredit[],
  today: string,
): Promise<ImportCounts> {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
  const references = [...new Set(credits.flatMap((credit) => (credit.reference ? [credit.reference] : [])))];
  const known = await knownReferences(tx, propertyId, references);
  const named = await lockNamedInvoices(tx, propertyId, [
    ...new Set(credits.flatMap((c) => invoiceNumbersIn(c.narration))),
  ]);
  const suggest = suggester(await tenantDuesOf(tx, propertyId));
  const counts: ImportCounts = { read: 0, matched: 0, suggested: 0, unmatched: 0, duplicates: 0 };
  const lines: Array<typeof statementLines.$inferInsert> = [];
  for (const credit of credits) {
    counts.read += 1;
    if (credit.date > today) {
      throw unreadable(`Line ${credit.lineNumber}: the date ${credit.date} is in the future.`);
    }
    if (credit.reference !== null && known.has(credit.reference)) {
      counts.duplicates += 1;
      continue;
    }
    if (credit.reference !== null) known.add(credit.reference);
    const line = {
      propertyId,
      lineNumber: credit.lineNumber,
      statementDate: credit.date,
      narration: credit.narration,
      amountPaise: credit.amountPaise,
      reference: credit.reference,
      importedBy: scope.actorId,
    };
    const invoice = invoiceNumbersIn(credit.narration)
      .map((number) => named.get(number))
      .find((row) => row !== undefined && outstandingPaise(row) > 0);
    if (invoice) {
      const paid = await payFromCredit(tx, scope, invoice, credit, 1, today);
      counts.matched += 1;
      lines.push({
        ...line,
        amountPaise: paid.paidPaise,
        status: 'MATCHED',
        invoiceId: invoice.id,
        tenantId: invoice.tenantId,
        paymentId: paid.paymentId,
      });
      if (paid.leftPaise > 0) {
        counts.unmatched += 1;
        lines.push(remainderLine(scope, propertyId, credit, paid.leftPaise));
      }
      continue;
    }
    const tenant = suggest(credit.amountPaise, credit.narration);
    if (tenant) counts.suggested += 1;
    else counts.unmatched += 1;
    lines.push(
      tenant
        ? { ...line, status: 'SUGGESTED', invoiceId: tenant.invoiceId, tenantId: tenant.tenantId }
        : { ...line, status: 'UNMATCHED' },
    );
  }
  for (const chunk of chunks(lines)) await insertLines(tx, chunk);
  return counts;
}

export async function importStatement(
  db: Db,
  scope: AccessScope,
  propertyId: string,
  credits: StatementCredit[],
  today: string,
): Promise<ImportCounts> {
  try {
    return await db.transaction((tx) => importInTransaction(tx, scope, propertyId, credits, today));
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}
