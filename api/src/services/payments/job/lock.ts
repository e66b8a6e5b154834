// The billing job's lock: a PostgreSQL advisory lock held by one transaction at a time, so every
// server may start the job and only one issues and marks.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/** Any constant, the same on every server: one billing run at a time. */
const BILLING_LOCK = 7_316_202_512;

/** Takes the lock for the rest of `tx` if no other transaction holds it: whether it did. */
export async function tryBillingLock(tx: Executor): Promise<boolean> {
  // PGlite and node-postgres both answer { rows }.
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${BILLING_LOCK}) as locked`)) as {
    rows: Array<{ locked: boolean }>;
  };
  return Boolean(result.rows[0]?.locked);
}

/**
 * Waits until no billing run holds the lock, then holds it shared for the rest of `tx` (a billing
 * run cannot start meanwhile; other holders of the shared lock can). An assignment or a move that
 * issues a tenant's rents takes it first, before any row lock, so it never deadlocks with a run
 * that issues the same tenant's invoices (a run finding it held skips issuing until its next run).
 */
export async function shareBillingLock(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${BILLING_LOCK})`);
}
