// POST /payment/statements (issues 23, 39): one transaction per file, so a file that fails records
// nothing. For each credit, in order:
// - known already (its UTR or reference, without leading zeros, in the ledger, a confirmed claim or
//   an earlier statement line; a credit with no reference by its fingerprint; the same transfer
//   earlier in the file) → a duplicate: nothing recorded, the answer says what it matched;
// - its UTR is a tenant's open 'I have paid' claim → the claim's invoices are paid with the credit's
//   amount, oldest first (recording the payment closes the claim: billing/close-claims);
// - its narration names invoices of the property (`INV-2026-000020,000021,000022`) → paid oldest first;
// what a credit leaves is an unmatched remainder. Then the other credits: the amount one named tenant
// owes (after this file's payments) → suggested; else unmatched.
// Locks: LOCK_ORDER (db/lock-order.ts); imports of one property run one after another (its lock),
// so racing imports see each other's lines.
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { properties, statementLines, type InvoiceRow } from '../../db/schema';
import type { AccessScope } from '../access';
import { outstandingPaise } from '../payments/status';
import { toRupees } from '../money';
import { unreadable } from './cells';
import { identitiesOf, invoiceNumbersIn, type CreditIdentity } from './identity';
import { chunks, knownOf, seenByFingerprint, type Known } from './known';
import { handPaymentsOn, lockInvoices, openClaimsOf } from './import-targets';
import { payInvoices } from './pay-invoices';
import type { StatementCredit } from './parse';
import { suggester, tenantDuesOf } from './suggest';
import { holdReceiptNumbers } from '../payments/hold-numbers';
import { locksTaken } from '../../db/lock-order';

locksTaken('property', 'invoice', 'invoiceRow', 'sequence', 'totals');

export type LineOutcome = 'MATCHED' | 'SUGGESTED' | 'UNMATCHED' | 'DUPLICATE';

export interface ImportedLine {
  lineNumber: number;
  date: string;
  amountPaise: number;
  reference: string | null;
  outcome: LineOutcome;
  /** the invoice numbers the credit paid (MATCHED) or seems to pay (SUGGESTED) */
  invoiceNumbers: string[];
  /** what a duplicate matched, what a match paid and left */
  says: string | null;
}

export interface ImportResult {
  read: number;
  matched: number;
  suggested: number;
  unmatched: number;
  duplicates: number;
  lines: ImportedLine[];
  /** the payments recorded: their receipts are mailed once the file is committed */
  paymentIds: string[];
}

export { invoiceNumbersIn };

/** The answer of an import: the counts and each line, amounts in rupees (the receipts' ids stay here). */
export const presentImport = ({ paymentIds: _mailed, lines, ...counts }: ImportResult) => ({
  ...counts,
  lines: lines.map(({ amountPaise, ...line }) => ({ ...line, amount: toRupees(amountPaise) })),
});

type NewLine = typeof statementLines.$inferInsert;

/**
 * The lines as one array per column, unnested by the database: drizzle's multi-row insert spent
 * more time building 1,000 rows of placeholders than PostgreSQL spent writing them.
 */
async function insertLines(tx: Executor, lines: NewLine[]) {
  const column = <T>(pick: (line: NewLine) => T) => sql.param(lines.map(pick));
  await tx.execute(sql`
    insert into ${statementLines} (property_id, line_number, statement_date, narration, amount_paise,
      reference, part, status, invoice_id, tenant_id, payment_id, imported_by, fingerprint, balance_paise)
    select * from unnest(
      ${column((l) => l.propertyId)}::uuid[], ${column((l) => l.lineNumber)}::int[],
      ${column((l) => l.statementDate)}::date[], ${column((l) => l.narration)}::text[],
      ${column((l) => l.amountPaise)}::bigint[], ${column((l) => l.reference ?? null)}::text[],
      ${column((l) => l.part ?? 1)}::int[], ${column((l) => l.status)}::text[],
      ${column((l) => l.invoiceId ?? null)}::uuid[], ${column((l) => l.tenantId ?? null)}::uuid[],
      ${column((l) => l.paymentId ?? null)}::uuid[], ${column((l) => l.importedBy ?? null)}::uuid[],
      ${column((l) => l.fingerprint ?? null)}::text[], ${column((l) => l.balancePaise ?? null)}::bigint[])`);
}

const oldestFirst = (a: InvoiceRow, b: InvoiceRow) =>
  a.dueDate.localeCompare(b.dueDate) || a.invoiceId.localeCompare(b.invoiceId);

function duplicateOf(known: Known, identity: CreditIdentity, credit: StatementCredit, inFile: Set<string>) {
  for (const key of identity.keys) {
    const says = known.byKey.get(key);
    if (says) return says;
    if (inFile.has(key)) return 'the same transfer appears earlier in this file';
  }
  if (identity.keys.length > 0) return null;
  return seenByFingerprint(known, identity.fingerprint, credit.balancePaise);
}

async function importInTransaction(
  tx: Executor,
  scope: AccessScope,
  propertyId: string,
  credits: StatementCredit[],
  today: string,
): Promise<ImportResult> {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
  for (const credit of credits) {
    if (credit.date > today)
      throw unreadable(`Line ${credit.lineNumber}: the date ${credit.date} is in the future.`);
  }
  const identities = identitiesOf(credits);
  const keys = [...new Set(identities.flatMap((identity) => identity.keys))];
  const known = await knownOf(
    tx,
    propertyId,
    keys,
    identities.filter((i) => i.keys.length === 0).map((i) => i.fingerprint),
  );
  const claims = await openClaimsOf(tx, propertyId, keys);
  const named = credits.map((credit) => invoiceNumbersIn(credit.narration));
  const locked = await lockInvoices(tx, propertyId, [...claims.values()].flat(), [...new Set(named.flat())]);
  const byHand = await handPaymentsOn(tx, [...locked.byId.keys()]);
  await holdReceiptNumbers(
    tx,
    credits.map((credit) => credit.date),
  );

  const result: ImportResult = {
    read: 0,
    matched: 0,
    suggested: 0,
    unmatched: 0,
    duplicates: 0,
    lines: [],
    paymentIds: [],
  };
  const rows: NewLine[] = [];
  const later: Array<{ credit: StatementCredit; identity: CreditIdentity }> = [];
  const inFile = new Set<string>();
  for (const [index, credit] of credits.entries()) {
    const identity = identities[index]!;
    result.read += 1;
    const base = {
      lineNumber: credit.lineNumber,
      date: credit.date,
      amountPaise: credit.amountPaise,
      reference: identity.key,
    };
    const duplicate = duplicateOf(known, identity, credit, inFile);
    if (duplicate) {
      result.duplicates += 1;
      result.lines.push({ ...base, outcome: 'DUPLICATE', invoiceNumbers: [], says: duplicate });
      continue;
    }
    for (const key of identity.keys) inFile.add(key);
    const claimedIds = identity.keys.flatMap((key) => claims.get(key) ?? []);
    const targets = (
      claimedIds.length > 0
        ? claimedIds.map((id) => locked.byId.get(id))
        : named[index]!.map((number) => locked.byNumber.get(number))
    )
      .filter((row): row is InvoiceRow => row !== undefined && outstandingPaise(row) > 0)
      .sort(oldestFirst);
    if (
      identity.keys.length === 0 &&
      targets.some((row) => byHand.has(`${row.id}|${credit.date}|${credit.amountPaise}`))
    ) {
      result.duplicates += 1;
      result.lines.push({
        ...base,
        outcome: 'DUPLICATE',
        invoiceNumbers: [],
        says: 'already recorded by hand on that day for that amount',
      });
      continue;
    }
    if (targets.length === 0) {
      later.push({ credit, identity });
      continue;
    }
    const paid = await payInvoices(tx, scope, { ...credit, reference: identity.key }, targets, today);
    result.matched += 1;
    result.paymentIds.push(...paid.paymentIds);
    rows.push(
      ...paid.lines.map((line) => ({
        ...line,
        fingerprint: identity.fingerprint,
        balancePaise: credit.balancePaise,
      })),
    );
    if (paid.leftPaise > 0) result.unmatched += 1;
    result.lines.push({ ...base, outcome: 'MATCHED', invoiceNumbers: paid.invoiceNumbers, says: paid.says });
  }
  // Suggestions read what tenants owe after this file's payments: never an invoice a credit just paid.
  const suggest = suggester(await tenantDuesOf(tx, propertyId));
  for (const { credit, identity } of later) {
    const tenant = suggest(credit.amountPaise, credit.narration);
    const row: NewLine = {
      propertyId,
      lineNumber: credit.lineNumber,
      statementDate: credit.date,
      narration: credit.narration,
      amountPaise: credit.amountPaise,
      reference: identity.key,
      importedBy: scope.actorId,
      fingerprint: identity.fingerprint,
      balancePaise: credit.balancePaise,
      status: tenant ? 'SUGGESTED' : 'UNMATCHED',
      invoiceId: tenant?.invoiceId ?? null,
      tenantId: tenant?.tenantId ?? null,
    };
    rows.push(row);
    if (tenant) result.suggested += 1;
    else result.unmatched += 1;
    result.lines.push({
      lineNumber: credit.lineNumber,
      date: credit.date,
      amountPaise: credit.amountPaise,
      reference: identity.key,
      outcome: tenant ? 'SUGGESTED' : 'UNMATCHED',
      invoiceNumbers: tenant ? [tenant.invoiceNumber] : [],
      says: tenant ? `seems to be ${tenant.fullName}'s` : null,
    });
  }
  for (const chunk of chunks(rows)) await insertLines(tx, chunk);
  result.lines.sort((a, b) => a.lineNumber - b.lineNumber);
  return result;
}

export async function importStatement(
  db: Db,
  scope: AccessScope,
  propertyId: string,
  credits: StatementCredit[],
  today: string,
): Promise<ImportResult> {
  try {
    return await db.transaction((tx) => importInTransaction(tx, scope, propertyId, credits, today));
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}
