// The identity side of tenants: lookup within the caller's scope, e-mail verification resend.
// The tenants feature owns the rest.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { tenants, type TenantRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { sendVerification } from '../auth/verification';

/** A live tenant the caller may see (admins: any; managers: of their properties), else null. */
export async function findTenantInScope(
  executor: Executor,
  scope: AccessScope,
  id: string,
): Promise<TenantRow | null> {
  const [row] = await executor
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), isNull(tenants.deletedAt), scope.propertyFilter(tenants.propertyId)))
    .limit(1);
  return row ?? null;
}

export async function resendTenantVerification(deps: Deps, scope: AccessScope, id: string) {
  const tenant = await findTenantInScope(deps.db, scope, id);
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  if (tenant.isVerified) throw conflict(MESSAGES.tenantAlreadyVerified);
  if (!tenant.email) throw conflict(MESSAGES.tenantHasNoEmail, { email: MESSAGES.tenantHasNoEmail });
  await sendVerification(deps, 'tenant', { id: tenant.id, email: tenant.email, name: tenant.fullName });
}
