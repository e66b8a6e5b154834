// Consent to the privacy notice (issue 45): the tenant agrees online at first sign-in (and again
// when the notice's version changes); staff record the paper the tenant signed at admission. Every
// agreement is a row with its version, time and how it was given; the tenant's row keeps the
// latest version for the session (services/tenants/read.ts presentTenantSummary).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import type { ConsentMethod } from '@pgportal/contracts/enums';
import type { PrivacyConsent, PrivacyConsentStatus } from '@pgportal/contracts/types';
import type { Db, Executor } from '../../db/client';
import { privacyConsents, tenants, users, type PrivacyConsentRow } from '../../db/schema';
import { locksTaken } from '../../db/lock-order';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';

/** As tenants/write.ts tenantVisibleTo (which imports this module): the tenant themselves, or staff's properties. */
const tenantVisibleTo = (scope: AccessScope) =>
  scope.kind === 'tenant' ? eq(tenants.id, scope.actorId) : scope.propertyFilter(tenants.propertyId);

locksTaken('tenant');

export function presentConsent(row: PrivacyConsentRow): PrivacyConsent {
  return {
    _id: row.id,
    version: row.version,
    method: row.method,
    recordedByName: row.recordedByName,
    acceptedAt: row.acceptedAt.toISOString(),
  };
}

/** Every agreement of a tenant, newest first. */
export async function consentsOf(executor: Executor, tenantId: string): Promise<PrivacyConsent[]> {
  const rows = await executor
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.tenantId, tenantId))
    .orderBy(desc(privacyConsents.acceptedAt), desc(privacyConsents.id));
  return rows.map(presentConsent);
}

/**
 * Writes one agreement inside the caller's transaction (the tenant's row is theirs to lock): the
 * row, the tenant's latest version and an audit entry. `propertyId` is the tenant's.
 */
export async function writeConsent(
  tx: Executor,
  scope: AccessScope,
  tenant: { id: string; propertyId: string | null; fullName: string },
  method: ConsentMethod,
  version = PRIVACY_NOTICE_VERSION,
): Promise<void> {
  const [staff] =
    method === 'PAPER'
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.actorId))
      : [];
  await tx.insert(privacyConsents).values({
    tenantId: tenant.id,
    version,
    method,
    recordedBy: method === 'PAPER' ? scope.actorId : null,
    recordedByName: staff ? staff.name : `${tenant.fullName} (the tenant)`,
  });
  await tx
    .update(tenants)
    .set({ privacyConsentVersion: version, updatedAt: new Date() })
    .where(eq(tenants.id, tenant.id));
  await recordAudit(tx, {
    actor: actorOf(scope),
    objectType: 'TENANT',
    objectId: tenant.id,
    action: 'UPDATE',
    propertyId: tenant.propertyId,
    before: { privacyConsent: null },
    after: { privacyConsent: { version, method } },
  });
}

/** The tenant (visible to `scope`), locked; 404 otherwise. */
async function lockVisibleTenant(tx: Executor, scope: AccessScope, tenantId: string) {
  const [tenant] = await tx
    .select({ id: tenants.id, propertyId: tenants.propertyId, fullName: tenants.fullName })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), tenantVisibleTo(scope)))
    .for('update');
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}

/** POST /tenant/my-privacy-consent (ONLINE) and /tenant/{tenantId}/privacy-consent (PAPER, staff). */
export async function recordConsent(
  db: Db,
  scope: AccessScope,
  tenantId: string,
  method: ConsentMethod,
): Promise<PrivacyConsentStatus> {
  await db.transaction(async (tx) => {
    const tenant = await lockVisibleTenant(tx, scope, tenantId);
    await writeConsent(tx, scope, tenant, method);
  });
  return consentStatus(db, scope, tenantId);
}

/** GET /tenant/my-privacy-consent and /tenant/{tenantId}/privacy-consent: 404 outside the scope. */
export async function consentStatus(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
): Promise<PrivacyConsentStatus> {
  const [tenant] = await db
    .select({ version: tenants.privacyConsentVersion, erasedAt: tenants.personalDataErasedAt })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), tenantVisibleTo(scope)));
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return {
    currentVersion: PRIVACY_NOTICE_VERSION,
    accepted: tenant.version === PRIVACY_NOTICE_VERSION,
    consents: await consentsOf(db, tenantId),
    personalDataErasedAt: tenant.erasedAt?.toISOString() ?? null,
  };
}
