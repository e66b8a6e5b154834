// The billing job's late fees (issue 23): each overdue invoice of a property with a late-fee policy
// gets a LATE_FEE line for every step of the policy due up to today (catching up days the job did
// not run), each step once: a unique index on (invoice, step) refuses a second line, so two runs,
// or two servers, never charge a step twice. A PAID invoice gets nothing more. A fee on an invoice
// taxed under GST gets its debit note at once (taxes/gst-fee-notes.ts).
// Locks: LOCK_ORDER (db/lock-order.ts): the invoices charged, before anything else is written.
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { invoiceLines, invoices, properties } from '../../../db/schema';
import { SYSTEM_ACTOR, recordAudits } from '../../audit/record';
import { maxSteps, stepAmount, stepDay, stepDescription, stepsDue, type LateFeeRule } from '../late-fee-rule';
import { locksTaken } from '../../../db/lock-order';
import { invoiceColumns, invoiceStatusSql, owesSql } from '../status';
import { notesOfFees } from '../../taxes/gst-fee-notes';
import { insertGstNotes } from '../../taxes/gst-note-insert';

locksTaken('invoice', 'invoiceRow', 'sequence', 'totals');

/** Rows per statement: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

interface Charged {
  id: string;
  add: number;
}

/** The overdue invoices of properties with a policy whose grace days are over, locked. */
async function lockOverdue(tx: Executor, today: string) {
  const rows = await tx
    .select({
      id: invoices.id,
      propertyId: invoices.propertyId,
      tenantId: invoices.tenantId,
      dueDate: invoices.dueDate,
      policy: properties.lateFeePolicy,
      amountPaise: properties.lateFeeAmountPaise,
      graceDays: properties.lateFeeGraceDays,
      capPaise: properties.lateFeeCapPaise,
      since: properties.lateFeeSince,
    })
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(
      and(
        owesSql(),
        ne(properties.lateFeePolicy, 'NONE'),
        sql`${invoices.dueDate} + ${properties.lateFeeGraceDays} < ${today}::date`,
      ),
    )
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
  return rows.map((row) => ({
    ...row,
    dueDate: String(row.dueDate).slice(0, 10),
    since: row.since === null ? null : String(row.since).slice(0, 10),
  }));
}

/** Each invoice's charged steps and its lines' next position. */
async function linesSoFar(tx: Executor, ids: string[]) {
  const steps = new Map<string, Set<number>>();
  const next = new Map<string, number>();
  for (let index = 0; index < ids.length; index += CHUNK) {
    const rows = await tx
      .select({
        invoiceId: invoiceLines.invoiceId,
        next: sql<number>`max(${invoiceLines.position}) + 1`,
        steps: sql<
          number[] | null
        >`array_agg(${invoiceLines.lateFeeStep}) filter (where ${invoiceLines.lateFeeStep} is not null)`,
      })
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, ids.slice(index, index + CHUNK)))
      .groupBy(invoiceLines.invoiceId);
    for (const row of rows) {
      next.set(row.invoiceId, Number(row.next));
      steps.set(row.invoiceId, new Set((row.steps ?? []).map(Number)));
    }
  }
  return { steps, next };
}

/** Adds each invoice's new fees to its total in one statement per chunk, with the rule's status. */
async function addToTotals(tx: Executor, charged: Charged[], today: string) {
  // the rule on the new total (SET reads the row as it was)
  const status = invoiceStatusSql(today, {
    ...invoiceColumns('invoices'),
    totalPaise: sql.raw('(invoices.total_paise + v.add)'),
  });
  for (let index = 0; index < charged.length; index += CHUNK) {
    const values = sql.join(
      charged.slice(index, index + CHUNK).map(({ id, add }) => sql`(${id}::uuid, ${add}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`update ${invoices} set total_paise = ${invoices}.total_paise + v.add,
      status = ${status}, updated_at = now()
      from (values ${values}) as v(id, add) where ${invoices}.id = v.id`);
  }
}

/** Charges every late-fee step due up to `today` (inside the job's transaction): lines written. */
export async function chargeLateFees(tx: Executor, today: string): Promise<number> {
  const overdue = await lockOverdue(tx, today);
  const ids = overdue.map((invoice) => invoice.id);
  const { steps, next } = await linesSoFar(tx, ids);
  const rows = overdue.flatMap((invoice) => {
    const rule: LateFeeRule = invoice;
    const done = steps.get(invoice.id) ?? new Set<number>();
    const due = stepsDue(rule, invoice.dueDate, today);
    const fresh: Array<typeof invoiceLines.$inferInsert> = [];
    let position = next.get(invoice.id) ?? 0;
    for (let step = 1; step <= Math.min(due, maxSteps(rule)); step += 1) {
      // a step that fell due before the policy was set is not charged
      if (done.has(step) || (invoice.since !== null && stepDay(rule, invoice.dueDate, step) < invoice.since))
        continue;
      fresh.push({
        invoiceId: invoice.id,
        position: position++,
        kind: 'LATE_FEE',
        description: stepDescription(rule, invoice.dueDate, step),
        amountPaise: stepAmount(rule, step),
        lateFeeStep: step,
      });
    }
    return fresh;
  });
  const added = new Map<string, number>();
  const lineIds: string[] = [];
  let count = 0;
  for (let index = 0; index < rows.length; index += CHUNK) {
    // The unique (invoice, step) index is the guard: a step already charged is skipped, not doubled.
    const written = await tx
      .insert(invoiceLines)
      .values(rows.slice(index, index + CHUNK))
      .onConflictDoNothing({
        target: [invoiceLines.invoiceId, invoiceLines.lateFeeStep],
        where: isNotNull(invoiceLines.lateFeeStep),
      })
      .returning({
        id: invoiceLines.id,
        invoiceId: invoiceLines.invoiceId,
        amountPaise: invoiceLines.amountPaise,
      });
    count += written.length;
    for (const line of written) {
      added.set(line.invoiceId, (added.get(line.invoiceId) ?? 0) + line.amountPaise);
      lineIds.push(line.id);
    }
  }
  for (let index = 0; index < lineIds.length; index += CHUNK) {
    const notes = await notesOfFees(tx, lineIds.slice(index, index + CHUNK));
    if (notes.length) await insertGstNotes(tx, notes, today);
  }
  await addToTotals(
    tx,
    [...added].map(([id, add]) => ({ id, add })),
    today,
  );
  const charged = overdue.filter((invoice) => added.has(invoice.id));
  await recordAudits(
    tx,
    charged.map((invoice) => ({
      actor: SYSTEM_ACTOR,
      objectType: 'INVOICE',
      objectId: invoice.id,
      action: 'UPDATE',
      propertyId: invoice.propertyId,
      tenantId: invoice.tenantId,
      after: { lateFeeAddedPaise: added.get(invoice.id) },
    })),
  );
  return count;
}
