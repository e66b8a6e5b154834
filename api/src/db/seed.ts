// First-start data: the Super Admin from SUPER_ADMIN_EMAIL and, unless SEED_DEMO=false, the demo
// manager and tenant. Idempotent: an account whose e-mail exists is left as it is.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { tenants, users } from './schema';

type NewUser = typeof users.$inferInsert;

async function ensureUser(db: Db, user: NewUser) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, user.email), isNull(users.deletedAt)))
    .limit(1);
  if (!existing) await db.insert(users).values(user).onConflictDoNothing();
}

export async function seed(db: Db, options: { superAdminEmail: string; seedDemo: boolean }) {
  await ensureUser(db, {
    name: 'Administrator',
    email: options.superAdminEmail,
    role: 'SUPER_ADMIN',
    isVerified: true,
  });
  if (!options.seedDemo) return;
  await ensureUser(db, {
    name: 'Demo Manager',
    email: 'manager@example.com',
    phoneNumber: '9876500002',
    role: 'MANAGER',
    isVerified: true,
  });
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.email, 'tenant@example.com'), isNull(tenants.deletedAt)))
    .limit(1);
  if (!tenant) {
    await db
      .insert(tenants)
      .values({
        fullName: 'Demo Tenant',
        email: 'tenant@example.com',
        phoneNumber: '9876543210',
        isVerified: true,
      })
      .onConflictDoNothing();
  }
}
