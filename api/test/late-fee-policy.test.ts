// A property's late-fee policy (issue 23) through the property API on both databases: the answer
// in rupees, a clear 400 on each wrong field, an update that leaves it out keeps it, and a policy
// applies from the day it is set (steps that fell due before are not charged).
import { API } from '@pgportal/contracts/api-paths';
import { eq } from 'drizzle-orm';
import { invoices } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { addBeds, assign } from './billing-fixtures';
import { totalsOffLines } from './charges-fixtures';
import { addTenant } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { feeLinesOf, outstandingKeptAndCounted } from './late-fees-fixtures';
import { propertyFields } from './properties-fixtures';

const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('the late-fee policy on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const run = (day: string) => runJobOn(t, day);
  async function expectEqualities(world: { propertyId: string; tenantId: string }) {
    expect(await totalsOffLines(t.database.db, [world.tenantId])).toEqual([]);
    const [kept, counted] = await outstandingKeptAndCounted(t.database.db, world.propertyId);
    expect(kept).toBe(counted);
  }

  it('charges a policy set today only for the steps falling due from today on', async () => {
    const created = await t.request({
      method: 'POST',
      url: url(API.property.add),
      headers: { cookie: admin },
      payload: {
        ...propertyFields('Since PG'),
        lateFeePolicy: 'PER_DAY',
        lateFeeAmount: '10',
        lateFeeCap: '1000',
      },
    });
    const propertyId = created.json().data._id as string;
    const [bedId] = await addBeds(t.database.db, propertyId, 1);
    const tenantId = await addTenant(t.database.db, 'since@example.com', propertyId);
    const day = today();
    // invoiced 20 days ago, due 15 days ago: days 1 to 14 of the policy fell before it was set
    await assign(t.database.db, { tenantId, bedId: bedId!, startDate: plusDays(day, -20), rent: 6000 });
    await run(plusDays(day, 2));
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
    expect(await feeLinesOf(t.database.db, invoice!.id)).toEqual([
      [15, 1000],
      [16, 1000],
      [17, 1000],
    ]);
    await expectEqualities({ propertyId, tenantId });
  });

  it('sets the policy on the property form, with a clear 400 for each wrong field', async () => {
    const add = (payload: object) =>
      t.request({ method: 'POST', url: url(API.property.add), headers: { cookie: admin }, payload });
    const created = await add({
      ...propertyFields('Policy PG'),
      lateFeePolicy: 'PER_DAY',
      lateFeeAmount: '50',
      lateFeeGraceDays: '3',
      lateFeeCap: '500.50',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      lateFeePolicy: 'PER_DAY',
      lateFeeAmount: 50,
      lateFeeGraceDays: 3,
      lateFeeCap: 500.5,
    });
    const plain = await add(propertyFields('Plain PG'));
    expect(plain.json().data).toMatchObject({ lateFeePolicy: 'NONE', lateFeeAmount: 0, lateFeeCap: 0 });
    const wrong = await add({
      ...propertyFields('Wrong PG'),
      lateFeePolicy: 'PER_DAY',
      lateFeeAmount: '100',
      lateFeeGraceDays: '-1',
      lateFeeCap: '50',
    });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      400,
      expect.objectContaining({
        lateFeeGraceDays: 'Grace days cannot be negative',
        lateFeeCap: 'The cap must be at least the fee per day.',
      }),
    ]);
    const missing = await add({ ...propertyFields('Missing PG'), lateFeePolicy: 'FLAT' });
    expect(missing.json().errors).toEqual({ lateFeeAmount: 'This field is required' });
    // an update that leaves the policy out keeps it
    const id = created.json().data._id;
    const updated = await t.request({
      method: 'PUT',
      url: url(API.property.update(id)),
      headers: { cookie: admin },
      payload: propertyFields('Policy PG renamed'),
    });
    expect(updated.json().data).toMatchObject({
      name: 'Policy PG renamed',
      lateFeePolicy: 'PER_DAY',
      lateFeeCap: 500.5,
    });
  });
});
