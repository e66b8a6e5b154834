// The routes of issue 25's meals: a tenant marks days away (told when too short for a credit),
// withdraws them before the cut-off, staff record them; the refusals (overlap, cut-off, no meals,
// outside the stay, another tenant's); and the kitchen count of the current property.
import { eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES, mealCutoffMessage, mealOutsideStayMessage } from '@pgportal/contracts/messages';
import { tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { createTestApp, databases, type TestApp } from './helpers';
import { addPropertyVia, addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('meals over HTTP on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let rooms = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  /** A tenant on a bed of the property, with meals unless `mealIncluded` is false; and their cookie. */
  const seated = async (propertyId = DEMO_PROPERTY_ID, extra: Record<string, unknown> = {}) => {
    rooms += 1;
    const room = await addRoomVia(t, admin, propertyId, `M${rooms}`, 1);
    const tenantId = await addTenantRow(t, propertyId, `Meals Tenant ${rooms}`);
    expect((await assign(t, admin, assignPayload(tenantId, room, 0, extra))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    return { tenantId, cookie: await t.cookieFor('tenant', row!.email) };
  };
  const mark = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: url(API.tenant.myMealOptOuts), headers: { cookie }, payload });
  const record = (cookie: string, tenantId: string, payload: object) =>
    t.request({ method: 'POST', url: url(API.tenant.mealOptOuts(tenantId)), headers: { cookie }, payload });
  const count = (cookie: string, date: string) =>
    t.request({ method: 'GET', url: url(`${API.meals.count}?date=${date}`), headers: { cookie } });

  it('lets a tenant mark days away, tells them when too short for a credit, and withdraw before the cut-off', async () => {
    const { cookie } = await seated();
    const from = plusDays(today(), 2);
    const four = await mark(cookie, { from, to: plusDays(from, 3) });
    expect([four.statusCode, four.json().message]).toEqual([200, MESSAGES.mealOptOutAdded]);
    expect(four.json().data).toMatchObject({
      days: 4,
      earnsCredit: true,
      withdrawable: true,
      givenBy: 'TENANT',
    });
    const two = await mark(cookie, { from: plusDays(from, 10), to: plusDays(from, 11) });
    expect([two.statusCode, two.json().message]).toEqual([
      200,
      'Days away marked. Absences shorter than 3 days earn no meal credit.',
    ]);
    const mine = await t.request({ method: 'GET', url: url(API.tenant.myMealOptOuts), headers: { cookie } });
    expect(mine.json().data).toMatchObject({ mealsIncluded: true, cutoffTime: '21:00', minCreditDays: 3 });
    expect(mine.json().data.optOuts.map((row: { days: number }) => row.days)).toEqual([2, 4]);

    const withdrawn = await t.request({
      method: 'DELETE',
      url: url(API.tenant.myMealOptOut(two.json().data._id)),
      headers: { cookie },
    });
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([200, MESSAGES.mealOptOutWithdrawn]);
    const after = await t.request({ method: 'GET', url: url(API.tenant.myMealOptOuts), headers: { cookie } });
    expect(after.json().data.optOuts).toHaveLength(1);
  });

  it('refuses overlapping days, days past the cut-off, outside the stay, and a tenant without meals', async () => {
    const { tenantId, cookie } = await seated();
    const from = plusDays(today(), 3);
    expect((await mark(cookie, { from, to: plusDays(from, 4) })).statusCode).toBe(200);
    const overlap = await mark(cookie, { from: plusDays(from, 4), to: plusDays(from, 6) });
    expect([overlap.statusCode, overlap.json().message]).toEqual([400, MESSAGES.mealOptOutOverlaps]);
    const staffOverlap = await record(manager, tenantId, { from: plusDays(from, -1), to: from });
    expect(staffOverlap.statusCode).toBe(400);

    const late = await mark(cookie, { from: today(), to: plusDays(today(), 3) });
    expect([late.statusCode, late.json().message]).toEqual([400, mealCutoffMessage('21:00', today())]);

    const before = await record(manager, tenantId, { from: plusDays(today(), -1), to: plusDays(today(), 1) });
    expect([before.statusCode, before.json().message]).toEqual([400, mealOutsideStayMessage(today(), null)]);

    const backwards = await mark(cookie, { from: plusDays(from, 9), to: plusDays(from, 8) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('to');

    const noMeals = await seated(DEMO_PROPERTY_ID, { mealIncluded: false });
    const refused = await mark(noMeals.cookie, { from, to: plusDays(from, 3) });
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.mealsNotIncluded]);
    const list = await t.request({
      method: 'GET',
      url: url(API.tenant.myMealOptOuts),
      headers: { cookie: noMeals.cookie },
    });
    expect(list.json().data.mealsIncluded).toBe(false);
  });

  it('answers 404 for another tenant’s days away and outside a manager’s properties', async () => {
    const one = await seated();
    const other = await seated();
    const from = plusDays(today(), 4);
    const forOther = await record(one.cookie, other.tenantId, { from, to: plusDays(from, 3) });
    expect([forOther.statusCode, forOther.json().message]).toEqual([404, MESSAGES.tenantNotFound]);
    const readOther = await t.request({
      method: 'GET',
      url: url(API.tenant.mealOptOuts(other.tenantId)),
      headers: { cookie: one.cookie },
    });
    expect(readOther.statusCode).toBe(404);
    const theirs = (await mark(other.cookie, { from, to: plusDays(from, 3) })).json().data as { _id: string };
    const withdraw = await t.request({
      method: 'DELETE',
      url: url(API.tenant.myMealOptOut(theirs._id)),
      headers: { cookie: one.cookie },
    });
    expect([withdraw.statusCode, withdraw.json().message]).toEqual([404, MESSAGES.mealOptOutNotFound]);

    const elsewhere = await addPropertyVia(t, admin, 'Meals Elsewhere PG');
    const foreign = await seated(elsewhere);
    expect((await record(manager, foreign.tenantId, { from, to: plusDays(from, 3) })).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: url(API.tenant.mealOptOuts(foreign.tenantId)),
          headers: { cookie: manager },
        })
      ).statusCode,
    ).toBe(404);
    // a tenant records their own through the staff path too, under the same cut-off
    const own = await record(one.cookie, one.tenantId, { from: today(), to: plusDays(today(), 3) });
    expect(own.statusCode).toBe(400);
  });

  it('counts who eats each day and names those away', async () => {
    const day = plusDays(today(), 6);
    const eatingBefore = (await count(manager, day)).json().data.eating as number;
    const { tenantId, cookie } = await seated();
    expect((await count(manager, day)).json().data.eating).toBe(eatingBefore + 1);
    expect((await mark(cookie, { from: plusDays(day, -1), to: plusDays(day, 2) })).statusCode).toBe(200);
    const answer = (await count(manager, day)).json();
    expect(answer.message).toBe(MESSAGES.mealCountFetched);
    expect(answer.data).toMatchObject({ date: day, eating: eatingBefore });
    expect(answer.data.away).toContainEqual({ tenantId, fullName: expect.stringMatching(/^Meals Tenant/) });
    expect((await count(manager, plusDays(day, 3))).json().data.away).not.toContainEqual(
      expect.objectContaining({ tenantId }),
    );
    expect((await count(manager, 'tomorrow')).statusCode).toBe(400);
    expect((await count(cookie, day)).statusCode).toBe(403);
  });
});
