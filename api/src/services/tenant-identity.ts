// The identity side of tenants: lookup, e-mail verification resend. The tenants feature owns the rest.
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { tenants, type TenantRow, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { isUuid } from './db-helpers';
import { assignedPropertyIds } from './present';
import { sendVerification } from './verification';

export const TENANT_NOT_FOUND = 'Tenant not found';

export async function findTenant(db: Db, id: string): Promise<TenantRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), isNull(tenants.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether a staff user may see this tenant: admins all, managers those of their assigned properties. */
export function staffMaySeeTenant(actor: UserRow, tenant: TenantRow): boolean {
  if (actor.role === 'SUPER_ADMIN' || actor.role === 'OWNER') return true;
  return tenant.propertyId !== null && assignedPropertyIds(actor).includes(tenant.propertyId);
}

export async function resendTenantVerification(deps: Deps, actor: UserRow, id: string) {
  const tenant = await findTenant(deps.db, id);
  if (!tenant || !staffMaySeeTenant(actor, tenant)) throw notFound(TENANT_NOT_FOUND);
  if (tenant.isVerified) throw conflict('This tenant has already verified their email.');
  await sendVerification(deps, 'tenant', { id: tenant.id, email: tenant.email, name: tenant.fullName });
}
