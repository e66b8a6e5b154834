// recordAudit: one audit entry, written with the change's own executor so that it commits and
// rolls back with the change (issue 26). Call it inside the transaction, after the write.
import type { AuditAction, AuditActorKind, AuditObjectType } from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AccessScope } from '../access';
import { changedFields } from './values';

export interface AuditActor {
  kind: AuditActorKind;
  /** the staff user or tenant; null for the system (the billing job) */
  id: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { kind: 'SYSTEM', id: null };

/** The actor of a request's scope: a staff user or a tenant. */
export const actorOf = (scope: Pick<AccessScope, 'kind' | 'actorId'>): AuditActor => ({
  kind: scope.kind === 'tenant' ? 'TENANT' : 'USER',
  id: scope.actorId,
});

/** A staff user's id as an actor; null (no one signed in) is the system. */
export const userActor = (userId: string | null | undefined): AuditActor =>
  userId ? { kind: 'USER', id: userId } : SYSTEM_ACTOR;

export interface AuditEntry {
  actor: AuditActor;
  objectType: AuditObjectType;
  objectId: string;
  action: AuditAction;
  /** the property the object belongs to; null for users */
  propertyId: string | null;
  /** the tenant the change concerns, when one does */
  tenantId?: string | null;
  /** the object's fields before and after; only the changed ones are kept */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const rowOf = (entry: AuditEntry): typeof auditLog.$inferInsert => {
  const { before, after } = changedFields(entry.before, entry.after);
  return {
    actorId: entry.actor.id,
    actorKind: entry.actor.kind,
    propertyId: entry.propertyId,
    tenantId: entry.tenantId ?? (entry.objectType === 'TENANT' ? entry.objectId : null),
    objectType: entry.objectType,
    objectId: entry.objectId,
    action: entry.action,
    before,
    after,
  };
};

export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(rowOf(entry));
}

/** Rows per statement: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** Many entries at once (the billing job's): one statement per thousand. */
export async function recordAudits(tx: Executor, entries: readonly AuditEntry[]): Promise<void> {
  for (let index = 0; index < entries.length; index += CHUNK) {
    await tx.insert(auditLog).values(entries.slice(index, index + CHUNK).map(rowOf));
  }
}
