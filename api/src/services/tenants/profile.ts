// The tenant's own Profile (issue 22): they change their phone number and photo themselves.
// Locks only the tenant row (last in the order property → room → bed → tenant).
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { OwnProfileValues } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import type { Deps } from '../../deps';
import { tenants } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { withUploadedFile, type ReceivedFile } from '../files/uploads';
import { ownTenant } from './write';

/** PUT /tenant/profile: the phone number (10 digits, as the staff form stores it) and/or a new photo. */
export async function updateOwnProfile(
  deps: Pick<Deps, 'db' | 'uploads'>,
  scope: AccessScope,
  input: OwnProfileValues,
  photo: ReceivedFile | null,
): Promise<Tenant> {
  return withUploadedFile(deps.uploads, 'profilePhoto', photo, (key) =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          profilePhoto: tenants.profilePhoto,
          phoneNumber: tenants.phoneNumber,
          propertyId: tenants.propertyId,
        })
        .from(tenants)
        .where(and(eq(tenants.id, scope.actorId), isNull(tenants.deletedAt)))
        .for('update');
      if (!current) throw notFound(MESSAGES.tenantNotFound);
      await tx
        .update(tenants)
        .set({
          ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber } : {}),
          ...(key ? { profilePhoto: key } : {}),
          updatedAt: new Date(),
        })
        .where(eq(tenants.id, scope.actorId));
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'TENANT',
        objectId: scope.actorId,
        action: 'UPDATE',
        propertyId: current.propertyId,
        before: { phoneNumber: current.phoneNumber, photoChanged: false },
        after: { phoneNumber: input.phoneNumber ?? current.phoneNumber, photoChanged: !!key },
      });
      return { result: await ownTenant(tx, scope.actorId), replacedKey: key ? current.profilePhoto : null };
    }),
  );
}
