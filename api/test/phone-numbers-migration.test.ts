// Migration 0011 brings the phone numbers stored before the schemas normalised them into the one
// form (an Indian number as its 10 digits), on both databases.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { properties, tenants, users } from '../src/db/schema';
import { addProperty } from './fixtures';
import { databases } from './helpers';

const MIGRATION = join(__dirname, '../src/db/migrations/0011_phone-numbers-in-one-form.sql');

describe.each(databases)('phone numbers migration on $name', (database) => {
  let opened: Database;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened.close());

  it('stores every earlier phone number in the one form', async () => {
    const { db } = opened;
    const propertyId = await addProperty(db, 'Phones PG');
    await db.update(properties).set({ contactNumber: '080-2345 6789' }).where(eq(properties.id, propertyId));
    await db.insert(users).values([
      { name: 'Old One', email: 'old.one@example.com', role: 'MANAGER', phoneNumber: '+91 98765 43210' },
      { name: 'Old Two', email: 'old.two@example.com', role: 'MANAGER', phoneNumber: '+44 20 7946 0958' },
    ]);
    const [tenant] = await db
      .insert(tenants)
      .values({
        fullName: 'Old Tenant',
        email: 'old.tenant@example.com',
        propertyId,
        phoneNumber: '+919876500001',
        emergencyContact: { name: 'Mohan', relation: 'Father', phone: '098765-00002' },
        localGuardian: { name: 'Uncle', contactNumber: '91 98765 00003', location: 'Pune' },
      })
      .returning({ id: tenants.id });
    const [plain] = await db
      .insert(tenants)
      .values({
        fullName: 'New Tenant',
        email: 'new.tenant@example.com',
        propertyId,
        phoneNumber: '9876500004',
      })
      .returning({ id: tenants.id });

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const phoneOf = async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0]!.phoneNumber;
    expect(await phoneOf('old.one@example.com')).toBe('9876543210');
    expect(await phoneOf('old.two@example.com')).toBe('+442079460958');
    const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant!.id));
    expect(row).toMatchObject({
      phoneNumber: '9876500001',
      emergencyContact: { name: 'Mohan', relation: 'Father', phone: '9876500002' },
      localGuardian: { name: 'Uncle', contactNumber: '9876500003', location: 'Pune' },
    });
    const [untouched] = await db.select().from(tenants).where(eq(tenants.id, plain!.id));
    expect(untouched).toMatchObject({
      phoneNumber: '9876500004',
      emergencyContact: null,
      localGuardian: null,
    });
    const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(property!.contactNumber).toBe('8023456789');
  });
});
