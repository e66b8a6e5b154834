// Tenants (SPEC §3, DESIGN §4–§5): admission into a property, the whole record, update, soft
// delete (the list and search: list.ts). Every read and write goes through the caller's scope: another property's tenant is 404.
// Locks: LOCK_ORDER (db/lock-order.ts). Updating or deleting a tenant locks only the tenant row,
// after the property, room and bed, so it waits for an assignment of the tenant and sees its bed.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { TenantCreateValues, TenantUpdateValues } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { bedAssignments, beds, properties, tenantAadhaar, tenants } from '../../db/schema';
import { databaseRefusal } from '../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { retireTenantFiles } from '../files/retention';
import { endSessionsOf } from '../auth/sessions';
import { loadTenant } from './read';
import { withUploadedFile, type ReceivedFile } from '../files/uploads';
import { sendVerification, voidVerificationTokens } from '../auth/verification';
import { locksTaken } from '../../db/lock-order';
import { writeConsent } from '../privacy/consent';
import { writeForeignNational } from '../form3/details';
import { piiKeyOf } from '../form3/pii-crypto';

locksTaken('tenant', 'record');

const inScope = (scope: AccessScope, id: string) =>
  and(eq(tenants.id, id), scope.propertyFilter(tenants.propertyId)) as SQL;

/** GET /tenant/fetch/{id}: the whole record of a tenant in the caller's scope, else 404. */
export async function fetchTenant(executor: Executor, scope: AccessScope, id: string): Promise<Tenant> {
  const tenant = await loadTenant(executor, inScope(scope, id));
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}

/** 404 unless the tenant is live and in the caller's scope (checked before a form is read). */
export async function assertTenantInScope(executor: Executor, scope: AccessScope, id: string) {
  const [found] = await executor
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(inScope(scope, id), isNull(tenants.deletedAt)))
    .limit(1);
  if (!found) throw notFound(MESSAGES.tenantNotFound);
}

/** GET /tenant/profile: the signed-in tenant's own record. */
export async function ownTenant(executor: Executor, tenantId: string): Promise<Tenant> {
  const tenant = await loadTenant(executor, eq(tenants.id, tenantId));
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}

/** The e-mail belongs to another live tenant: the form marks its Email field. */
const emailTaken = () => conflict(MESSAGES.emailInUse, { email: MESSAGES.emailInUse });

async function assertEmailFree(executor: Executor, email: string, exceptId?: string) {
  if (!email) return; // no e-mail (issue 42): nothing to collide with
  const [taken] = await executor
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.email, email.toLowerCase()), isNull(tenants.deletedAt)))
    .limit(1);
  if (taken && taken.id !== exceptId) throw emailTaken();
}

/** DESIGN §5: the property named by the form (in the caller's scope), else the current one. */
async function admissionProperty(executor: Executor, scope: AccessScope, propertyId: string | undefined) {
  const id = propertyId
    ? scope.requireProperty(propertyId, MESSAGES.propertyNotFound)
    : scope.currentPropertyId;
  if (!id)
    throw badRequest(MESSAGES.noCurrentPropertyForTenant, {
      propertyId: MESSAGES.noCurrentPropertyForTenant,
    });
  const [property] = await executor
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .limit(1);
  if (!property) throw notFound(MESSAGES.propertyNotFound);
  return property.id;
}

function fieldsOf(input: TenantUpdateValues) {
  return {
    fullName: input.fullName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    address: input.address,
    profession: input.profession,
    emergencyContact: input.emergencyContact,
    localGuardian: input.localGuardian,
    healthInfo: input.healthInfo,
  };
}

/** Mails the verification link; the tenant exists either way (Resend tries again). */
async function mailVerification(deps: Deps, tenant: Tenant): Promise<unknown> {
  if (!tenant.email) return null; // admitted without one: the link goes once one is added
  try {
    await sendVerification(deps, 'tenant', { id: tenant._id, email: tenant.email, name: tenant.fullName });
    return null;
  } catch (error) {
    return error;
  }
}

/** POST /tenant/add: an unverified tenant of a property, mailed their verification link. */
export async function addTenant(
  deps: Deps,
  scope: AccessScope,
  input: TenantCreateValues,
  photo: ReceivedFile | null,
): Promise<{ tenant: Tenant; mailError: unknown }> {
  const propertyId = await admissionProperty(deps.db, scope, input.propertyId);
  await assertEmailFree(deps.db, input.email);
  const piiKey = input.foreignNational ? piiKeyOf(deps.config) : null;
  const tenant = await withUploadedFile(deps.uploads, 'profilePhoto', photo, async (key) => {
    try {
      return await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tenants)
          .values({ ...fieldsOf(input), propertyId, profilePhoto: key, createdBy: scope.actorId })
          .returning({ id: tenants.id });
        await recordAudit(tx, {
          actor: actorOf(scope),
          objectType: 'TENANT',
          objectId: row!.id,
          action: 'CREATE',
          propertyId,
          after: fieldsOf(input),
        });
        // Staff record that the tenant signed the paper privacy notice (issue 45).
        if (input.paperConsent) {
          await writeConsent(tx, scope, { id: row!.id, propertyId, fullName: input.fullName }, 'PAPER');
        }
        // A foreign national's Form III details (issue 45): the arrival report's clock starts.
        if (input.foreignNational && piiKey) {
          await writeForeignNational(tx, piiKey, scope, { id: row!.id, propertyId }, input.foreignNational);
        }
        return { result: await ownTenant(tx, row!.id), replacedKey: null };
      });
    } catch (error) {
      throw databaseRefusal(error) ?? error;
    }
  });
  return { tenant, mailError: await mailVerification(deps, tenant) };
}

/**
 * PUT /tenant/update/{id}. A changed e-mail must be verified again: the tenant's sessions end and
 * a new link is mailed.
 */
export async function updateTenant(
  deps: Deps,
  scope: AccessScope,
  id: string,
  input: TenantUpdateValues,
  photo: ReceivedFile | null,
): Promise<{ tenant: Tenant; mailError: unknown }> {
  await assertEmailFree(deps.db, input.email, id);
  let emailChanged = false;
  const tenant = await withUploadedFile(deps.uploads, 'profilePhoto', photo, (key) =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(tenants)
        .where(and(inScope(scope, id), isNull(tenants.deletedAt)))
        .for('update');
      if (!current) throw notFound(MESSAGES.tenantNotFound);
      emailChanged = current.email !== input.email;
      try {
        await tx
          .update(tenants)
          .set({
            ...fieldsOf(input),
            ...(key ? { profilePhoto: key } : {}),
            ...(emailChanged ? { isVerified: false } : {}),
            updatedAt: new Date(),
          })
          .where(eq(tenants.id, id));
      } catch (error) {
        throw databaseRefusal(error) ?? error;
      }
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'TENANT',
        objectId: id,
        action: 'UPDATE',
        propertyId: current.propertyId,
        before: { ...fieldsOf(current as TenantUpdateValues), photoChanged: false },
        after: { ...fieldsOf(input), photoChanged: !!key },
      });
      if (emailChanged) {
        await endSessionsOf(tx, 'tenant', id);
        await voidVerificationTokens(tx, 'tenant', id);
      }
      return { result: await ownTenant(tx, id), replacedKey: key ? current.profilePhoto : null };
    }),
  );
  return { tenant, mailError: emailChanged ? await mailVerification(deps, tenant) : null };
}

/**
 * DELETE /tenant/delete/{id}: a soft delete, refused while the tenant is on a bed. Their sessions
 * and pending links end; after the commit their photo and their legal documents' files are removed
 * (readable by no one any more); invoices and the documents' rows stay for the records.
 */
export async function deleteTenant(deps: Deps, scope: AccessScope, id: string) {
  const photo = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        profilePhoto: tenants.profilePhoto,
        bedId: tenants.bedId,
        propertyId: tenants.propertyId,
        fullName: tenants.fullName,
        email: tenants.email,
      })
      .from(tenants)
      .where(and(inScope(scope, id), isNull(tenants.deletedAt)))
      .for('update');
    if (!current) throw notFound(MESSAGES.tenantNotFound);
    const [onBed] = await tx
      .select({ id: bedAssignments.id })
      .from(bedAssignments)
      .where(and(eq(bedAssignments.tenantId, id), isNull(bedAssignments.endDate)))
      .union(tx.select({ id: beds.id }).from(beds).where(eq(beds.occupantId, id)))
      .limit(1);
    if (current.bedId || onBed) throw conflict(MESSAGES.tenantOnBed);
    await tx
      .update(tenants)
      .set({ deletedAt: new Date(), updatedAt: new Date(), profilePhoto: null })
      .where(eq(tenants.id, id));
    // what their Aadhaar QR said goes with them (issue 45), the photo with it
    await tx.delete(tenantAadhaar).where(eq(tenantAadhaar.tenantId, id));
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'TENANT',
      objectId: id,
      action: 'DELETE',
      propertyId: current.propertyId,
      before: { fullName: current.fullName, email: current.email },
    });
    await endSessionsOf(tx, 'tenant', id);
    await voidVerificationTokens(tx, 'tenant', id);
    return current.profilePhoto;
  });
  await retireTenantFiles(deps, id, photo);
}

/** Whether a tenant is visible to the caller: staff in scope, or the tenant themself. */
export function tenantVisibleTo(scope: AccessScope): SQL {
  return scope.kind === 'tenant' ? eq(tenants.id, scope.actorId) : scope.propertyFilter(tenants.propertyId);
}
