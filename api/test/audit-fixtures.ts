// The audit tests' world: a tenant on a bed of the demo property (assigned by the manager over
// HTTP), their invoices, and the entries the log holds.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { auditLog, invoices, propertyManagers, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import type { TestApp } from './helpers';
import { addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

export const url = (path: string) => `/api/v1${path}`;

/** A tenant of the demo property on a new room's first bed (the room has `beds` beds). */
export async function tenantOnBed(t: TestApp, cookie: string, roomNumber: string, beds = 2) {
  const room = await addRoomVia(t, cookie, DEMO_PROPERTY_ID, roomNumber, beds);
  const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID, `Audit ${roomNumber}`);
  const assigned = await assign(t, cookie, assignPayload(tenantId, room, 0, { collectAdvance: false }));
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.statusCode} ${assigned.body}`);
  return { tenantId, room };
}

export async function firstInvoiceOf(t: TestApp, tenantId: string) {
  const [row] = await t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.tenantId, tenantId))
    .orderBy(asc(invoices.invoiceDate));
  return row!;
}

/** The entries about an object, newest first. */
export const entriesOf = (t: TestApp, objectId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.objectId, objectId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));

export const entriesOfTenant = (t: TestApp, tenantId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId));

export async function entryCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return Number(row!.count);
}

/** A verified MANAGER of `propertyId` only. */
export async function managerOf(t: TestApp, propertyId: string, email: string): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ name: 'Far Manager', email, role: 'MANAGER', isVerified: true, currentPropertyId: propertyId })
    .returning({ id: users.id });
  await t.database.db.insert(propertyManagers).values({ propertyId, userId: user!.id });
  return user!.id;
}

export const entryWhere = (t: TestApp, objectType: string, action: string, objectId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectType, objectType as never),
        eq(auditLog.action, action as never),
        eq(auditLog.objectId, objectId),
      ),
    );
