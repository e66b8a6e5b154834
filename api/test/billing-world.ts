// The billing tests' world: their own properties, staff and tenants (so that the demo data of the
// seed does not matter), a tenant on a bed with rent, meals and an advance, another elsewhere.
import { eq } from 'drizzle-orm';
import { properties, propertyManagers, tenants, users } from '../src/db/schema';
import { addBeds, assign } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, type TestApp, type TestDatabase } from './helpers';

export interface BillingWorld {
  t: TestApp;
  /** cookies */
  admin: string;
  manager: string;
  tenant: string;
  tenantId: string;
  otherTenantId: string;
  otherPropertyId: string;
}

/** Opens the app on `database` with the world in it; assignments start on `start` (YYYY-MM-DD). */
export async function openBillingWorld(database: TestDatabase, start: string): Promise<BillingWorld> {
  const t = await createTestApp(database);
  const { db } = t.database;
  const propertyId = await addProperty(db, 'Sunrise PG');
  await db.update(properties).set({ upiId: 'sunrisepg@okaxis' }).where(eq(properties.id, propertyId));
  const otherPropertyId = await addProperty(db, 'Lakeview Hostel');
  const [managerRow] = await db
    .insert(users)
    .values({
      name: 'Billing Manager',
      email: 'billing-manager@example.com',
      role: 'MANAGER',
      isVerified: true,
      currentPropertyId: propertyId,
    })
    .returning({ id: users.id });
  await db.insert(propertyManagers).values({ propertyId, userId: managerRow!.id });
  await db.update(users).set({ currentPropertyId: propertyId }).where(eq(users.email, 'admin@example.com'));
  const admin = await t.cookieFor('staff', 'admin@example.com');
  const manager = await t.cookieFor('staff', 'billing-manager@example.com');
  const tenantId = await addTenant(db, 'billing-tenant@example.com', propertyId);
  // Stored as typed; shown capitalised (SPEC §1).
  await db
    .update(tenants)
    .set({ fullName: 'asha rao', phoneNumber: '9876543210' })
    .where(eq(tenants.id, tenantId));
  const tenant = await t.cookieFor('tenant', 'billing-tenant@example.com');
  const otherTenantId = await addTenant(db, 'other@example.com', otherPropertyId);
  const [bed] = await addBeds(db, propertyId, 2);
  const [otherBed] = await addBeds(db, otherPropertyId, 1);
  await assign(db, { tenantId, bedId: bed!, startDate: start, rent: 8000, meals: 1500.5, advance: 10000 });
  await assign(db, { tenantId: otherTenantId, bedId: otherBed!, startDate: start, rent: 5000 });
  return { t, admin, manager, tenant, tenantId, otherTenantId, otherPropertyId };
}
