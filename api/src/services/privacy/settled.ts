// When a tenant has left and their money is settled (issue 45, docs/kyc.md "Retention and
// erasure"): the one rule the retention job (erase.ts) reads, written here only.
//
// Left: on no bed, no stay open or ending after the day, and a move-out day: their last stay's end,
// or their exit statement's move-out day when they have one. Settled: no exit statement, or one that
// is SETTLED (never one staff are still working on); no invoice with a balance either way (the
// status rule of payments/status.ts: nothing due, nothing paid over); no charge or credit waiting
// for an invoice; and no deposit held (the ledger's entries on ADVANCE invoices sum to 0:
// exits/ledger.ts). Counted from: the move-out day, or with a settled statement the later of it and
// the day it was settled. The tenant may be erased from that day plus the property's retention period.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bedAssignments, charges, exitStatements, invoices, properties, tenants } from '../../db/schema';
import { plusDays, today as dayInIndia } from '../calendar';
import { depositHeldPaise } from '../exits/ledger';
import { settledSql } from '../payments/status';

/** What decides the first day a tenant who left may be erased. */
export interface Departure {
  /** YYYY-MM-DD: the exit statement's move-out day, else the end of their last stay */
  moveOutDate: string;
  /** when their exit statement was settled; null when they left without one */
  settledAt: Date | null;
  retentionDays: number;
  propertyId: string;
}

/** The first day (Asia/Kolkata) the tenant's personal data may be erased. */
export function erasableFrom(departure: Pick<Departure, 'moveOutDate' | 'settledAt' | 'retentionDays'>) {
  const settledOn = departure.settledAt ? dayInIndia(departure.settledAt) : departure.moveOutDate;
  const from = settledOn > departure.moveOutDate ? settledOn : departure.moveOutDate;
  return plusDays(from, departure.retentionDays);
}

/** The end of the tenant's last stay and its property: null while a stay is open or ends after `day`. */
async function lastStay(executor: Executor, tenantId: string, day: string) {
  const stays = await executor
    .select({ endDate: bedAssignments.endDate, propertyId: bedAssignments.propertyId })
    .from(bedAssignments)
    .where(eq(bedAssignments.tenantId, tenantId))
    .orderBy(sql`${bedAssignments.endDate} desc nulls first`, desc(bedAssignments.startDate));
  const last = stays[0];
  if (!last?.endDate || last.endDate > day) return null;
  return { endDate: last.endDate, propertyId: last.propertyId };
}

/** Whether nothing of money is open between the tenant and the PG: see the file's comment. */
export async function moneySettled(executor: Executor, tenantId: string): Promise<boolean> {
  const [balance] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        or(sql`not ${settledSql()}`, sql`${invoices.paidPaise} > ${invoices.totalPaise}`),
      ),
    )
    .limit(1);
  if (balance) return false;
  const [pending] = await executor
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.tenantId, tenantId), isNull(charges.invoiceId)))
    .limit(1);
  if (pending) return false;
  return (await depositHeldPaise(executor, tenantId)) === 0;
}

/**
 * The tenant's departure when, on `day`, they have left and their money is settled; else null. A
 * caller that erases on it holds the tenant locked.
 */
export async function leftAndSettled(
  executor: Executor,
  tenantId: string,
  day: string,
): Promise<Departure | null> {
  const [tenant] = await executor
    .select({ bedId: tenants.bedId, propertyId: tenants.propertyId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant || tenant.bedId) return null;
  const [statement] = await executor
    .select({
      status: exitStatements.status,
      moveOutDate: exitStatements.moveOutDate,
      settledAt: exitStatements.settledAt,
      propertyId: exitStatements.propertyId,
    })
    .from(exitStatements)
    .where(eq(exitStatements.tenantId, tenantId));
  if (statement && (statement.status !== 'SETTLED' || !statement.settledAt)) return null;
  const stay = await lastStay(executor, tenantId, day);
  if (!stay) return null;
  const propertyId = statement?.propertyId ?? stay.propertyId;
  const [property] = await executor
    .select({ retentionDays: properties.retentionDays })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property || !(await moneySettled(executor, tenantId))) return null;
  return {
    moveOutDate: statement?.moveOutDate ?? stay.endDate,
    settledAt: statement?.settledAt ?? null,
    retentionDays: property.retentionDays,
    propertyId,
  };
}
