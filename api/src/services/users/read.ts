// Which properties each staff user looks after (the property_managers table). Read in the same
// query as the user rows, so the managers list costs one query however long it is.
import { and, eq, getTableColumns, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { User } from '@pgportal/contracts/types';
import { properties, propertyManagers, users, type UserRow } from '../../db/schema';
import { currentPropertyOf } from '../access';
import { isUuid } from '../db-helpers';
import { fileRef } from '../files/uploads';

/** `alias.column` (or `table.column`): drizzle leaves columns unqualified in a one-table select. */
const qualified = (alias: string, column: AnyPgColumn) =>
  sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;

/** SQL for the ids of the live properties the user in `userId` is assigned to, oldest first. */
export function assignedPropertyIdsOf(userId: AnyPgColumn): SQL<string[]> {
  const pm = (column: AnyPgColumn) => qualified('pm', column);
  const p = (column: AnyPgColumn) => qualified('p', column);
  const owner = qualified(getTableName(userId.table), userId);
  return sql<string[]>`coalesce((
    select array_agg(${pm(propertyManagers.propertyId)}::text order by ${pm(propertyManagers.createdAt)}, ${pm(propertyManagers.propertyId)})
    from ${propertyManagers} pm
    join ${properties} p on ${p(properties.id)} = ${pm(propertyManagers.propertyId)} and ${p(properties.deletedAt)} is null
    where ${pm(propertyManagers.userId)} = ${owner}
  ), '{}')`;
}

/** A staff user with the ids of the properties assigned to them. */
export type StaffRow = UserRow & { assignedPropertyIds: string[] };

/** Select these to read users as StaffRow. */
export const staffColumns = {
  ...getTableColumns(users),
  assignedPropertyIds: assignedPropertyIdsOf(users.id),
};

/** A staff user who is not deleted, with their assignments; null for an unknown id. */
export async function findStaff(executor: Executor, id: string): Promise<StaffRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Assigns a manager to a property; assigning twice changes nothing. */
export async function assignManager(executor: Executor, propertyId: string, userId: string): Promise<void> {
  await executor.insert(propertyManagers).values({ propertyId, userId }).onConflictDoNothing();
}

/** A staff user as the API shows them. */
export type UserView = User & { createdAt: string; updatedAt: string };

export function presentUser(row: StaffRow): UserView {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    avatar: fileRef(row.avatar),
    assignedPGs: row.assignedPropertyIds,
    isVerified: row.isVerified,
    currentProperty: currentPropertyOf(row),
    waitingMail: row.waitingMail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
