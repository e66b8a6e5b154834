// Ending a manager's access to a property (issue 22). Their scope is read from property_managers
// on every request (access.ts), so the next request of theirs to that property answers 404.
//
// Locks: LOCK_ORDER (db/lock-order.ts): the property, then the manager's user row.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Deps } from '../../deps';
import { properties, propertyManagers, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { propertyInScope } from './read';
import { locksTaken } from '../../db/lock-order';

locksTaken('property', 'user');

/**
 * DELETE /property/{propertyId}/managers/{managerId} (admins): the manager loses the property at
 * once. Was it their current property, their most recently assigned remaining one takes its place
 * (or none). 404 when the manager is not assigned to it.
 */
export async function removeManagerFromProperty(
  deps: Deps,
  scope: AccessScope,
  input: { propertyId: string; managerId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await propertyInScope(tx, scope, input.propertyId, { forUpdate: true });
    const removed = await tx
      .delete(propertyManagers)
      .where(
        and(eq(propertyManagers.propertyId, input.propertyId), eq(propertyManagers.userId, input.managerId)),
      )
      .returning({ userId: propertyManagers.userId });
    if (!removed.length) throw notFound(MESSAGES.managerNotFound);
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'USER',
      objectId: input.managerId,
      action: 'UPDATE',
      propertyId: input.propertyId,
      before: { propertyId: input.propertyId },
      after: { propertyId: null },
    });
    const [user] = await tx
      .select({ currentPropertyId: users.currentPropertyId })
      .from(users)
      .where(eq(users.id, input.managerId))
      .for('update');
    if (user?.currentPropertyId !== input.propertyId) return;
    const [next] = await tx
      .select({ propertyId: propertyManagers.propertyId })
      .from(propertyManagers)
      .innerJoin(properties, eq(properties.id, propertyManagers.propertyId))
      .where(and(eq(propertyManagers.userId, input.managerId), isNull(properties.deletedAt)))
      .orderBy(desc(propertyManagers.createdAt), desc(propertyManagers.propertyId))
      .limit(1);
    await tx
      .update(users)
      .set({ currentPropertyId: next?.propertyId ?? null, updatedAt: new Date() })
      .where(eq(users.id, input.managerId));
  });
}
