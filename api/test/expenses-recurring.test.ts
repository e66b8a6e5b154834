// Monthly expenses (issue 26): the routes to add, list and stop them; the billing job writes each
// template's expense on its day, once per month however often and however concurrently it runs;
// and the electricity no one stayed to share becomes one ELECTRICITY expense per meter reading.
import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { expenses, recurringExpenses } from '../src/db/schema';
import { runBillingJob } from '../src/services/payments/job/run';
import { writeDueRecurringExpenses } from '../src/services/expenses/recurring';
import { addProperty } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { meteredRoom, postReading, correctReading, stay, tenantOf } from './electricity-fixtures';

const url = (path: string) => `/api/v1${path}`;
const template = (extra: Record<string, unknown> = {}) => ({
  category: 'SALARIES',
  amount: 15000,
  paymentMode: 'BANK_TRANSFER',
  paidTo: 'Cook, Ramesh',
  dayOfMonth: 5,
  startsOn: '2026-01-01',
  ...extra,
});

describe.each(databases)('monthly expenses on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const addTemplate = (payload: object, cookie = manager) =>
    t.request({ method: 'POST', url: url(API.expense.recurring), headers: { cookie }, payload });
  const writtenFor = (recurringId: string) =>
    t.database.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.recurringId, recurringId), isNull(expenses.deletedAt)));
  const job = () => ({ db: t.database.db, mailer: t.app.deps.mailer, config: t.config });

  it('adds, lists and stops a monthly expense, and says what to fix', async () => {
    const added = await addTemplate(template({ paidTo: 'Listed lease' }));
    expect([added.statusCode, added.json().message]).toEqual([201, MESSAGES.recurringExpenseAdded]);
    const listed = await t.request({ url: url(API.expense.recurring), headers: { cookie: manager } });
    expect(listed.json().data.map((row: { _id: string }) => row._id)).toContain(added.json().data._id);
    const bad = await addTemplate(template({ dayOfMonth: 31 }));
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      { dayOfMonth: 'Choose a day from 1 to 28, so every month has it' },
    ]);
    const stop = (cookie: string) =>
      t.request({ method: 'DELETE', url: url(API.expense.stopRecurring(added.json().data._id)), headers: { cookie } });
    expect((await stop(manager)).statusCode).toBe(200);
    expect((await stop(manager)).statusCode).toBe(404);
    const after = await t.request({ url: url(API.expense.recurring), headers: { cookie: manager } });
    expect(after.json().data.map((row: { _id: string }) => row._id)).not.toContain(added.json().data._id);
  });

  it('answers 404 to a manager stopping another property’s monthly expense', async () => {
    const farId = await addProperty(t.database.db, 'Far Monthly PG');
    const [row] = await t.database.db
      .insert(recurringExpenses)
      .values({ propertyId: farId, category: 'INTERNET', amountPaise: 100, dayOfMonth: 1, paymentMode: 'UPI', paidTo: 'ISP', startsOn: '2026-01-01' })
      .returning();
    const stop = await t.request({ method: 'DELETE', url: url(API.expense.stopRecurring(row!.id)), headers: { cookie: manager } });
    expect(stop.statusCode).toBe(404);
  });

  it('writes each template’s expense on its day, not before, not before it starts, once a month', async () => {
    const id = (await addTemplate(template({ dayOfMonth: 10, startsOn: '2031-02-01' }))).json().data._id;
    await runBillingJob(job(), { today: '2031-01-20', reminders: false });
    await runBillingJob(job(), { today: '2031-02-09', reminders: false });
    expect(await writtenFor(id)).toEqual([]);
    await runBillingJob(job(), { today: '2031-02-10', reminders: false });
    await runBillingJob(job(), { today: '2031-02-27', reminders: false });
    await runBillingJob(job(), { today: '2031-03-11', reminders: false });
    const written = await writtenFor(id);
    expect(written.map((row) => [row.spentOn, row.amountPaise, row.recurringMonth]).sort()).toEqual([
      ['2031-02-10', 1_500_000, '2031-02'],
      ['2031-03-10', 1_500_000, '2031-03'],
    ]);
  });

  it('writes one expense per template and month under racing runs, whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 28 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 28 }), { minLength: 1, maxLength: 6 }),
        async (days, runDays) => {
          const ids: string[] = [];
          for (const day of days) ids.push((await addTemplate(template({ dayOfMonth: day, startsOn: '2032-01-01' }))).json().data._id);
          // Racing: whole job runs (one takes the lock) and the step itself in separate transactions.
          await Promise.all(
            runDays.flatMap((day) => {
              const today = `2032-04-${String(day).padStart(2, '0')}`;
              return [
                runBillingJob(job(), { today, reminders: false }),
                t.database.db.transaction((tx) => writeDueRecurringExpenses(tx, today)),
                t.database.db.transaction((tx) => writeDueRecurringExpenses(tx, today)),
              ];
            }),
          );
          const latest = Math.max(...runDays);
          for (const [index, id] of ids.entries()) {
            expect((await writtenFor(id)).length).toBe(days[index]! <= latest ? 1 : 0);
          }
          for (const id of ids) {
            await t.request({ method: 'DELETE', url: url(API.expense.stopRecurring(id)), headers: { cookie: manager } });
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('records the electricity no one stayed to share as one ELECTRICITY expense, rewritten by a correction', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 700);
    const gone = await tenantOf(t, propertyId, 'Expense Gupta');
    await stay(t, propertyId, room, 0, gone.id, '2026-06-01', '2026-09-01');
    await postReading(t, admin, room.roomId, { readingDate: '2026-08-31', reading: '50' });
    const closed = await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '62' });
    const readingId = closed.json().data[0]._id;
    const ofReading = () => t.database.db.select().from(expenses).where(eq(expenses.meterReadingId, readingId));
    expect((await ofReading()).map((row) => [row.category, row.amountPaise, row.propertyId, row.spentOn])).toEqual([
      ['ELECTRICITY', 8400, propertyId, '2026-09-30'],
    ]);
    const corrected = await correctReading(t, admin, room.roomId, readingId, { readingDate: '2026-09-30', reading: '70' });
    expect(corrected.statusCode).toBe(200);
    const after = await ofReading();
    expect(after.map((row) => [row.amountPaise, row.deletedAt])).toEqual([[14_000, null]]);
  });

  it('writes no expense when the period’s cost was shared', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 700);
    const here = await tenantOf(t, propertyId, 'Shared Cost');
    await stay(t, propertyId, room, 0, here.id, '2026-06-01', null);
    await postReading(t, admin, room.roomId, { readingDate: '2026-08-31', reading: '50' });
    const closed = await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '62' });
    const rows = await t.database.db.select().from(expenses).where(eq(expenses.meterReadingId, closed.json().data[0]._id));
    expect(rows).toEqual([]);
  });
});
