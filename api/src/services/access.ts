// The caller's access scope, loaded once per request by the guards (plugins/auth.ts): who they
// are, what their role may do, and which properties' rows they may touch. Services that read or
// write a property's data take the scope and filter with it, so another property's row is never
// found: it answers 404 like a missing one (DESIGN §4).
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { can, type Capability } from '@pgportal/contracts/capabilities';
import { isAdminRole, type Role } from '@pgportal/contracts/enums';
import type { TenantRow } from '../db/schema';
import { notFound } from '../errors';
import type { StaffRow } from './users/read';

export interface AccessScope {
  kind: 'staff' | 'tenant';
  role: Role;
  /** the staff user's or the tenant's id */
  actorId: string;
  /** the properties whose rows the caller may touch: every one (admins), or these */
  propertyIds: 'all' | readonly string[];
  /** the property a request that names none goes to (DESIGN §5); null when there is none */
  currentPropertyId: string | null;
  can: (capability: Capability) => boolean;
  /** Whether a row of this property is in scope (a row of no property is an admin's only). */
  includes: (propertyId: string | null | undefined) => boolean;
  /** The WHERE condition limiting a table's property column to the scope. */
  propertyFilter: (propertyColumn: AnyColumn) => SQL;
  /** The property id itself if in scope, else a 404 with `message`. */
  requireProperty: (propertyId: string, message: string) => string;
}

function scopeOf(
  kind: AccessScope['kind'],
  role: Role,
  actorId: string,
  propertyIds: AccessScope['propertyIds'],
  currentPropertyId: string | null,
): AccessScope {
  const includes = (propertyId: string | null | undefined) =>
    propertyIds === 'all' || (!!propertyId && propertyIds.includes(propertyId));
  return {
    kind,
    role,
    actorId,
    propertyIds,
    currentPropertyId,
    can: (capability) => can(role, capability),
    includes,
    propertyFilter: (column) => {
      if (propertyIds === 'all') return sql`true`;
      return propertyIds.length ? inArray(column, [...propertyIds]) : sql`false`;
    },
    requireProperty: (propertyId, message) => {
      if (!includes(propertyId)) throw notFound(message);
      return propertyId;
    },
  };
}

/**
 * The property a staff user's dashboard and defaults use (DESIGN §5): an admin's chosen one; a
 * manager's is the one most recently assigned to them that still exists (the column, kept to the
 * latest assignment, unless that property was since unassigned or deleted).
 */
export function currentPropertyOf(user: StaffRow): string | null {
  if (isAdminRole(user.role)) return user.currentPropertyId;
  const assigned = user.assignedPropertyIds;
  return user.currentPropertyId && assigned.includes(user.currentPropertyId)
    ? user.currentPropertyId
    : (assigned.at(-1) ?? null);
}

/** Admins (SUPER_ADMIN, OWNER) see every property; a MANAGER the ones assigned to them. */
export function staffScope(user: StaffRow): AccessScope {
  const current = currentPropertyOf(user);
  if (isAdminRole(user.role)) return scopeOf('staff', user.role, user.id, 'all', current);
  return scopeOf('staff', user.role, user.id, user.assignedPropertyIds, current);
}

/** A tenant sees their own property's shared data; services narrow further to their own rows. */
export function tenantScope(tenant: TenantRow): AccessScope {
  const own = tenant.propertyId ? [tenant.propertyId] : [];
  return scopeOf('tenant', 'TENANT', tenant.id, own, tenant.propertyId);
}
