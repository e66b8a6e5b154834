// The 'who owes' tests' world: two properties, a manager of each, and tenants of the first who
// owe, owe late, paid everything, left owing, or never had a bed; one tenant of the second owes.
import { eq } from 'drizzle-orm';
import { propertyManagers, tenants, users } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { addBeds, assign, vacate } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, type TestApp, type TestDatabase } from './helpers';

export interface DuesWorld {
  t: TestApp;
  propertyId: string;
  /** cookies of the first property's manager and of the second's */
  manager: string;
  otherManager: string;
  /** tenant ids by first name */
  ids: Record<'asha' | 'ravi' | 'meera' | 'kiran' | 'neha' | 'other', string>;
}

async function addManager(t: TestApp, email: string, propertyId: string): Promise<string> {
  const { db } = t.database;
  const [row] = await db
    .insert(users)
    .values({ name: 'Dues Manager', email, role: 'MANAGER', isVerified: true, currentPropertyId: propertyId })
    .returning({ id: users.id });
  await db.insert(propertyManagers).values({ propertyId, userId: row!.id });
  return t.cookieFor('staff', email);
}

/** Opens the app on `database` with the world in it (payments are made by the tests). */
export async function openDuesWorld(database: TestDatabase): Promise<DuesWorld> {
  const t = await createTestApp(database);
  const { db } = t.database;
  const propertyId = await addProperty(db, 'Dues PG');
  const otherPropertyId = await addProperty(db, 'Elsewhere PG');
  const manager = await addManager(t, 'dues-manager@example.com', propertyId);
  const otherManager = await addManager(t, 'dues-other@example.com', otherPropertyId);
  const tenant = async (name: string, property = propertyId) => {
    const id = await addTenant(db, `${name}@dues.example.com`, property);
    await db
      .update(tenants)
      .set({ fullName: `${name} dues` })
      .where(eq(tenants.id, id));
    return id;
  };
  // created in this order: the newest first when amounts tie
  const ids = {
    asha: await tenant('asha'),
    ravi: await tenant('ravi'),
    meera: await tenant('meera'),
    kiran: await tenant('kiran'),
    neha: await tenant('neha'),
    other: await tenant('other', otherPropertyId),
  };
  const beds = await addBeds(db, propertyId, 4);
  const [otherBed] = await addBeds(db, otherPropertyId, 1);
  const past = plusDays(today(), -20);
  // RENT 9,500.50 and ADVANCE 10,000, both past their due date
  await assign(db, {
    tenantId: ids.asha,
    bedId: beds[0]!,
    startDate: past,
    rent: 8000,
    meals: 1500.5,
    advance: 10000,
  });
  // RENT 6,000, due in 5 days
  await assign(db, { tenantId: ids.ravi, bedId: beds[1]!, startDate: today(), rent: 6000 });
  await assign(db, { tenantId: ids.meera, bedId: beds[2]!, startDate: past, rent: 7000 });
  await vacate(db, ids.meera, today());
  await assign(db, { tenantId: ids.kiran, bedId: beds[3]!, startDate: past, rent: 5000.25 });
  await vacate(db, ids.kiran, today());
  await assign(db, { tenantId: ids.other, bedId: otherBed!, startDate: past, rent: 4000 });
  return { t, propertyId, manager, otherManager, ids };
}
