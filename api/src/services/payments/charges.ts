// Pending charges of a tenant (issue 23): staff add a charge or a credit (negative), list them, and
// remove one still pending. The next RENT invoice takes the pending ones (take-charges.ts).
//
// Locks: LOCK_ORDER (db/lock-order.ts): the charge alone, as the issuing takes it: a removal and the issuing
// run one after the other (removed first: the invoice never sees it; billed first: 409). A charge
// added while a run issues the tenant's invoice waits for the next one.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ChargeAnswer } from '@pgportal/contracts/responses';
import type { AddChargeValues } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import { charges, tenants, type ChargeRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { toPaise, toRupees } from '../money';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoiceRow');

/** The tenant if staff may see them (not deleted, their property in scope), else 404. */
async function tenantInScope(db: Executor, scope: AccessScope, tenantId: string) {
  const [tenant] = await db
    .select({ id: tenants.id, propertyId: tenants.propertyId })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
  if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}

export const presentCharge = (row: ChargeRow): ChargeAnswer => ({
  id: row.id,
  kind: row.kind,
  description: row.description,
  amount: toRupees(row.amountPaise),
  status: row.invoiceId ? 'BILLED' : 'PENDING',
  invoiceId: row.invoiceId,
  createdAt: row.createdAt.toISOString(),
});

/** GET /tenant/{tenantId}/charges: pending first, then billed, each oldest first. */
export async function listCharges(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
): Promise<ChargeAnswer[]> {
  await tenantInScope(db, scope, tenantId);
  const rows = await db
    .select()
    .from(charges)
    .where(eq(charges.tenantId, tenantId))
    .orderBy(asc(charges.createdAt), asc(charges.id));
  const pending = rows.filter((row) => !row.invoiceId);
  return [...pending, ...rows.filter((row) => row.invoiceId)].map(presentCharge);
}

/** POST /tenant/{tenantId}/charges. */
export async function addCharge(
  db: Executor,
  scope: AccessScope,
  actorId: string,
  tenantId: string,
  input: AddChargeValues,
): Promise<ChargeAnswer> {
  return db.transaction(async (tx) => {
    const tenant = await tenantInScope(tx, scope, tenantId);
    const values = {
      tenantId: tenant.id,
      kind: input.kind,
      description: input.description,
      amountPaise: toPaise(input.amount),
    };
    const [row] = await tx
      .insert(charges)
      .values({ ...values, createdBy: actorId })
      .returning();
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'CHARGE',
      objectId: row!.id,
      action: 'CREATE',
      propertyId: tenant.propertyId,
      tenantId: tenant.id,
      after: values,
    });
    return presentCharge(row!);
  });
}

/** DELETE /tenant/{tenantId}/charges/{chargeId}: a pending charge only (409 once billed). */
export async function removeCharge(
  db: Db,
  scope: AccessScope,
  tenantId: string,
  chargeId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tenant = await tenantInScope(tx, scope, tenantId);
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.id, chargeId), eq(charges.tenantId, tenantId)))
      .for('update');
    if (!charge) throw notFound(MESSAGES.chargeNotFound);
    if (charge.invoiceId) throw conflict(MESSAGES.chargeAlreadyBilled);
    await tx.delete(charges).where(eq(charges.id, charge.id));
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'CHARGE',
      objectId: charge.id,
      action: 'DELETE',
      propertyId: tenant.propertyId,
      tenantId: tenant.id,
      before: { kind: charge.kind, description: charge.description, amountPaise: charge.amountPaise },
    });
  });
}
