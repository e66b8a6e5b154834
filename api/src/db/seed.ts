// First-start data: the Super Admin from SUPER_ADMIN_EMAIL and, unless SEED_DEMO=false, the demo
// property "Sunrise PG" with its manager and tenant. Idempotent: an account whose e-mail exists is
// left as it is, and the demo property (a fixed id) is made once: renamed, reassigned or deleted
// later, it stays so.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { properties, propertyManagers, tenants, users } from './schema';
import { seedBilling } from './seed-billing';

type NewUser = typeof users.$inferInsert;

export const DEMO_PROPERTY_ID = '5eed0000-0000-4000-8000-000000000001';
export const DEMO_MANAGER_EMAIL = 'manager@example.com';
export const DEMO_TENANT_EMAIL = 'tenant@example.com';

async function ensureUser(db: Db, user: NewUser): Promise<string> {
  const found = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, user.email), isNull(users.deletedAt)))
        .limit(1)
    )[0]?.id;
  const existing = await found();
  if (existing) return existing;
  await db.insert(users).values(user).onConflictDoNothing();
  return (await found()) as string;
}

async function ensureDemoTenant(db: Db) {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.email, DEMO_TENANT_EMAIL), isNull(tenants.deletedAt)))
    .limit(1);
  if (tenant) return;
  await db
    .insert(tenants)
    .values({
      fullName: 'Demo Tenant',
      email: DEMO_TENANT_EMAIL,
      phoneNumber: '9876543210',
      isVerified: true,
    })
    .onConflictDoNothing();
}

/** Makes the demo property once; true when this call made it. */
async function createDemoProperty(db: Db, createdBy: string): Promise<boolean> {
  const made = await db
    .insert(properties)
    .values({
      id: DEMO_PROPERTY_ID,
      name: 'Sunrise PG',
      description: 'A calm PG near the metro, with home-style meals.',
      address: {
        fullAddress: '12, 4th Cross, HSR Layout',
        area: 'HSR Layout',
        city: 'Bengaluru',
        pinCode: '560102',
      },
      category: 'PG',
      allowedFor: 'MIXED',
      hasCanteen: true,
      amenities: ['Wi-Fi', 'Laundry', 'Power backup'].map((name) => ({ name, available: true })),
      rules: 'Gate closes at 10:30 pm. No smoking.',
      contactNumber: '9876500001',
      createdBy,
    })
    .onConflictDoNothing()
    .returning({ id: properties.id });
  return made.length > 0;
}

export async function seed(db: Db, options: { superAdminEmail: string; seedDemo: boolean }) {
  const adminId = await ensureUser(db, {
    name: 'Administrator',
    email: options.superAdminEmail,
    role: 'SUPER_ADMIN',
    isVerified: true,
  });
  if (!options.seedDemo) return;
  const managerId = await ensureUser(db, {
    name: 'Demo Manager',
    email: DEMO_MANAGER_EMAIL,
    phoneNumber: '9876500002',
    role: 'MANAGER',
    isVerified: true,
  });
  await ensureDemoTenant(db);
  if (!(await createDemoProperty(db, adminId))) return;
  await db
    .insert(propertyManagers)
    .values({ propertyId: DEMO_PROPERTY_ID, userId: managerId })
    .onConflictDoNothing();
  await db
    .update(users)
    .set({ currentPropertyId: DEMO_PROPERTY_ID })
    .where(and(inArray(users.id, [adminId, managerId]), isNull(users.currentPropertyId)));
  await db
    .update(tenants)
    .set({ propertyId: DEMO_PROPERTY_ID })
    .where(and(eq(tenants.email, DEMO_TENANT_EMAIL), isNull(tenants.deletedAt), isNull(tenants.propertyId)));
  // Last: the demo tenant's billing history, on their assignment (nothing when the demo has none).
  await seedBilling(db, { tenantEmail: DEMO_TENANT_EMAIL, managerEmail: DEMO_MANAGER_EMAIL });
}
