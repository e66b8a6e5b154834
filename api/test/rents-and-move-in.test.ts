// Changing rent from an effective date, and assigning with a moved-in date (issue 22), through the
// services on chosen days: the job picks each period's rent by its start; the months already due
// are issued at once, each due the property's due days after the day of entry (issue 41).
import { MESSAGES } from '@pgportal/contracts/messages';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { changeRent } from '../src/services/moves/rents-write';
import { rentHistory } from '../src/services/moves/rents-read';
import { vacate } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn, freeBeds, invoicesOf } from './moves-fixtures';

describe.each(databases)('rents and moved-in dates on $name', (database) => {
  let t: TestApp;
  let job: BillingJobDeps;
  let propertyId: string;
  let count = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    propertyId = await addProperty(t.database.db, 'Rents PG');
  });
  afterAll(() => t.close());

  const newTenant = async () => {
    count += 1;
    return addTenant(t.database.db, `renter-${count}@example.com`, propertyId);
  };
  const bed = async () => (await freeBeds(t.database.db, propertyId, 1))[0]!;
  const change = async (
    tenantId: string,
    today: string,
    rent: number,
    effectiveDate?: string,
    mealCost = 0,
  ) => {
    const { scope, actorId } = await adminOf(t.database.db);
    await changeRent(t.database.db, scope, actorId, tenantId, { rent, mealCost, effectiveDate }, today);
  };
  const run = (today: string) => runBillingJob(job, { today, reminders: false });
  const totals = async (tenantId: string) =>
    (await invoicesOf(t.database.db, tenantId)).map((invoice) => [invoice.periodStart, invoice.totalPaise]);

  it('uses a new rent from the next billing day by default, and keeps the history', async () => {
    const tenantId = await newTenant();
    await assignOn(t.database.db, '2026-03-10', { tenantId, bed: await bed(), rent: 8000 });
    await change(tenantId, '2026-03-15', 8500, undefined, 1200.25);
    await run('2026-04-10');
    await run('2026-04-10');
    expect(await totals(tenantId)).toEqual([
      ['2026-03-10', 800_000],
      ['2026-04-10', 970_025],
    ]);
    const { scope } = await adminOf(t.database.db);
    const history = await rentHistory(t.database.db, scope, tenantId, '2026-04-12');
    expect(history.rents.map((row) => [row.effectiveDate, row.rent, row.mealCost, row.reason])).toEqual([
      ['2026-04-10', 8500, 1200.25, 'CHANGE'],
      ['2026-03-10', 8000, 0, 'ASSIGN'],
    ]);
    expect(history.rents[0]!.changedBy?.name).toBeTruthy();
    expect(history.currentPeriod).toEqual({ start: '2026-04-10', end: '2026-05-09' });
    expect(history.nextBillingDay).toBe('2026-05-10');
  });

  it('applies a change to the periods starting on or after its effective date only', async () => {
    const tenantId = await newTenant();
    await assignOn(t.database.db, '2026-03-10', { tenantId, bed: await bed(), rent: 8000 });
    await change(tenantId, '2026-03-12', 9000, '2026-05-20');
    // Effective on the current period's start: that invoice is issued already and stays.
    await change(tenantId, '2026-03-12', 8200, '2026-03-10');
    await run('2026-06-10');
    expect(await totals(tenantId)).toEqual([
      ['2026-03-10', 800_000],
      ['2026-04-10', 820_000],
      ['2026-05-10', 820_000],
      ['2026-06-10', 900_000],
    ]);
  });

  it('refuses an effective date before the current period’s start with a clear 400', async () => {
    const tenantId = await newTenant();
    await assignOn(t.database.db, '2026-03-10', { tenantId, bed: await bed(), rent: 8000 });
    await expect(change(tenantId, '2026-04-12', 9000, '2026-04-09')).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.effectiveDateTooEarly,
      errors: { effectiveDate: MESSAGES.effectiveDateTooEarly },
    });
    const loose = await newTenant();
    await expect(change(loose, '2026-04-12', 9000)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('starts billing on the moved-in day and issues the months already due at once', async () => {
    const tenantId = await newTenant();
    // 31 days back from 10 Mar: 7 Feb, billing day the 7th.
    await assignOn(t.database.db, '2026-03-10', {
      tenantId,
      bed: await bed(),
      rent: 6000,
      movedInOn: '2026-02-07',
    });
    const rents = await invoicesOf(t.database.db, tenantId);
    // Dated by their periods, due 5 days after the day of entry (issue 41): not overdue on entry.
    expect(
      rents.map((invoice) => [
        invoice.periodStart,
        invoice.periodEnd,
        invoice.invoiceDate,
        invoice.dueDate,
        invoice.status,
      ]),
    ).toEqual([
      ['2026-02-07', '2026-03-06', '2026-02-07', '2026-03-15', 'UNPAID'],
      ['2026-03-07', '2026-04-06', '2026-03-07', '2026-03-15', 'UNPAID'],
    ]);
    await run('2026-03-10');
    await run('2026-04-07');
    expect((await totals(tenantId)).map(([start]) => start)).toEqual([
      '2026-02-07',
      '2026-03-07',
      '2026-04-07',
    ]);
  });

  it('refuses a moved-in date in the future, more than 31 days back, or before the tenant last left', async () => {
    const tenantId = await newTenant();
    const place = await bed();
    const assignOnDay = (movedInOn: string) =>
      assignOn(t.database.db, '2026-03-10', { tenantId, bed: place, rent: 6000, movedInOn });
    const refusal = (message: string) => ({ statusCode: 400, message, errors: { movedInOn: message } });
    await expect(assignOnDay('2026-03-11')).rejects.toMatchObject(refusal(MESSAGES.movedInOnInFuture));
    await expect(assignOnDay('2026-02-06')).rejects.toMatchObject(refusal(MESSAGES.movedInOnTooEarly));
    await assignOnDay('2026-03-01');
    await vacate(t.database.db, tenantId, '2026-03-05');
    await expect(assignOnDay('2026-03-04')).rejects.toMatchObject(refusal(MESSAGES.movedInOnBeforeLeft));
    await assignOnDay('2026-03-06');
    expect((await totals(tenantId)).map(([start]) => start)).toEqual(['2026-03-01', '2026-03-06']);
  });
});
