// First-start data: the Super Admin from SUPER_ADMIN_EMAIL and, unless SEED_DEMO=false, the demo
// property "Sunrise PG" with its manager, 3 floors of rooms and demo tenants on some beds (through
// the assignment service, so their first invoices exist), one verified tenant on no bed. Idempotent: an account whose e-mail exists is
// left as it is, and the demo property (a fixed id) is made once: renamed, reassigned or deleted
// later, it stays so.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { staffScope } from '../services/access';
import { assignTenant } from '../services/beds/write';
import { findStaff } from '../services/users/read';
import type { Db } from './client';
import { beds, properties, propertyManagers, rooms, tenants, users } from './schema';
import { seedDemoComplaint } from './seed-complaints';
import { seedBilling } from './seed-billing';

type NewUser = typeof users.$inferInsert;

interface SeedOptions {
  superAdminEmail: string;
  seedDemo: boolean;
  /** the demo property's rooms, tenants on beds and what follows from them (default true) */
  demoRooms?: boolean;
}

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
      profession: 'JOB',
      dateOfBirth: '1997-08-14',
      address: '3, 2nd Main, Koramangala, Bengaluru',
      emergencyContact: { name: 'Sunita Sharma', relation: 'Mother', phone: '9876500011' },
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
      upiId: 'sunrisepg@okaxis',
      amenities: ['Wi-Fi', 'Laundry', 'Power backup'].map((name) => ({ name, available: true })),
      rules: 'Gate closes at 10:30 pm. No smoking.',
      contactNumber: '9876500001',
      createdBy,
    })
    .onConflictDoNothing()
    .returning({ id: properties.id });
  return made.length > 0;
}

/** Floor -> [room number, beds]. */
const DEMO_ROOMS: Array<[number, string, number]> = [
  [1, '101', 2],
  [1, '102', 3],
  [1, '103', 1],
  [2, '201', 4],
  [2, '202', 2],
  [2, '203', 3],
  [3, '301', 1],
  [3, '302', 4],
  [3, '303', 2],
];

/** Demo tenants: name, e-mail, profession, and the room and bed they are put on (none: on no bed). */
const DEMO_TENANTS: Array<[string, string, 'JOB' | 'STUDENT', [string, number] | null]> = [
  ['Demo Tenant', DEMO_TENANT_EMAIL, 'JOB', ['101', 1]],
  ['Rahul Sharma', 'rahul.sharma@example.com', 'JOB', ['102', 1]],
  ['Sneha Reddy', 'sneha.reddy@example.com', 'STUDENT', ['102', 2]],
  ['Karthik Rao', 'karthik.rao@example.com', 'JOB', ['201', 3]],
  ['Ananya Gupta', 'ananya.gupta@example.com', 'STUDENT', ['302', 1]],
  ['Arjun Mehta', 'arjun.mehta@example.com', 'JOB', null],
];

async function createDemoRooms(db: Db): Promise<Map<string, string[]>> {
  const bedsByRoom = new Map<string, string[]>();
  for (const [floor, roomNumber, capacity] of DEMO_ROOMS) {
    const [room] = await db
      .insert(rooms)
      .values({
        propertyId: DEMO_PROPERTY_ID,
        roomNumber,
        floor,
        bedCapacity: capacity,
        amenities: [{ name: 'Wardrobe', available: true }],
      })
      .returning({ id: rooms.id });
    const made = await db
      .insert(beds)
      .values(Array.from({ length: capacity }, (_, index) => ({ roomId: room!.id, bedNumber: index + 1 })))
      .returning({ id: beds.id });
    bedsByRoom.set(roomNumber, [room!.id, ...made.map((bed) => bed.id)]);
  }
  return bedsByRoom;
}

/** The demo tenants (the sign-in demo tenant included), verified, of the demo property. */
async function placeDemoTenants(db: Db, adminId: string, bedsByRoom: Map<string, string[]>) {
  const admin = await findStaff(db, adminId);
  if (!admin) return;
  const scope = staffScope(admin);
  for (const [index, [fullName, email, profession, place]] of DEMO_TENANTS.entries()) {
    await db
      .insert(tenants)
      .values({
        fullName,
        email,
        phoneNumber: `98765432${String(10 + index)}`,
        isVerified: true,
        profession,
        dateOfBirth: `199${index}-0${index + 1}-15`,
        address: `${index + 4}, 2nd Main, Koramangala, Bengaluru`,
        propertyId: DEMO_PROPERTY_ID,
      })
      .onConflictDoNothing();
    await db
      .update(tenants)
      .set({ propertyId: DEMO_PROPERTY_ID })
      .where(and(eq(tenants.email, email), isNull(tenants.deletedAt), isNull(tenants.propertyId)));
    if (!place) continue;
    const [tenant] = await db
      .select({ id: tenants.id, bedId: tenants.bedId })
      .from(tenants)
      .where(and(eq(tenants.email, email), isNull(tenants.deletedAt)));
    const [roomId, ...bedIds] = bedsByRoom.get(place[0]) ?? [];
    const bedId = bedIds[place[1] - 1];
    if (!tenant || tenant.bedId || !roomId || !bedId) continue;
    await assignTenant(db, scope, adminId, {
      tenantId: tenant.id,
      roomId,
      bedId,
      rentAmount: 8500,
      mealIncluded: index % 2 === 0,
      mealCost: 3000,
      collectAdvance: index === 0,
      advanceAmount: 10000,
    });
  }
}

async function seedAccounts(db: Db, options: SeedOptions) {
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
  if (options.demoRooms === false) return;
  await placeDemoTenants(db, adminId, await createDemoRooms(db));
}

export async function seed(db: Db, options: SeedOptions) {
  await seedAccounts(db, options);
  // After the rest: the complaint needs the demo tenant on a bed.
  if (!options.seedDemo) return;
  await seedDemoComplaint(db, DEMO_TENANT_EMAIL);
  // Last: the demo tenant's billing history, on their assignment (nothing when the demo has none).
  await seedBilling(db, { tenantEmail: DEMO_TENANT_EMAIL, managerEmail: DEMO_MANAGER_EMAIL });
}
