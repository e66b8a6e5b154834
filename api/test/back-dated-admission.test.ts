// Issue 41, true to the calendar: a tenant admitted with a past 'Moved in on' is billed from that
// day, but every invoice issued at entry is due the property's due days after the day it is
// entered, is mailed at once as the job mails a new invoice, and late fees count from that due
// date. A rent change and a move are mailed with the new terms and the day they start.
import { eq } from 'drizzle-orm';
import { properties, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { dayIn } from '../src/mail/locale';
import { plusDays, today } from '../src/services/calendar';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { feeLinesOf, setPolicy } from './late-fees-fixtures';
import { assignOn, freeBeds, invoicesOf } from './moves-fixtures';
import { addRoomVia, addTenantRow, assign, assignPayload, type RoomIds } from './properties-fixtures';

interface InvoiceAnswer {
  _id: string;
  invoiceId: string;
  invoiceType: string;
  invoiceDate: string;
  periodStart: string;
  dueDate: string;
  status: string;
}

describe.each(databases)('back-dated admission on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let job: BillingJobDeps;
  let rooms = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    await t.database.db
      .update(properties)
      .set({ invoiceDueDays: 7 })
      .where(eq(properties.id, DEMO_PROPERTY_ID));
  });
  afterAll(() => t.close());

  const newRoom = (capacity = 2): Promise<RoomIds> => {
    rooms += 1;
    return addRoomVia(t, admin, DEMO_PROPERTY_ID, `B${rooms}`, capacity);
  };
  const emailOf = async (tenantId: string) => {
    const [row] = await t.database.db
      .select({ email: tenants.email })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return row!.email;
  };
  const invoicesVia = async (tenantId: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/v1/payment/tenant-invoice/${tenantId}`,
        headers: { cookie: admin },
      })
    ).json().data as InvoiceAnswer[];

  it('dates the invoices by their periods but makes them due 7 days after the day of entry, Unpaid, each mailed at once', async () => {
    const room = await newRoom();
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID);
    const entered = today();
    const weekAgo = plusDays(entered, -7);
    const response = await assign(t, admin, assignPayload(tenantId, room, 0, { movedInOn: weekAgo }));
    expect(response.statusCode).toBe(200);

    const issued = await invoicesVia(tenantId);
    const due = plusDays(entered, 7);
    expect(
      issued
        .map((invoice) => [
          invoice.invoiceType,
          invoice.periodStart,
          invoice.invoiceDate,
          invoice.dueDate,
          invoice.status,
        ])
        .sort(),
    ).toEqual([
      ['ADVANCE', weekAgo, weekAgo, due, 'UNPAID'],
      ['RENT', weekAgo, weekAgo, due, 'UNPAID'],
    ]);

    // Each invoice's mail is in the outbox, the job's own 'new invoice' mail, with ₹ and the due day.
    const email = await emailOf(tenantId);
    const mails = t.mailsTo(email);
    for (const invoice of issued) {
      const mail = mails.find((one) => one.subject === `Invoice ${invoice.invoiceId} from Sunrise PG`);
      expect(mail?.text).toContain(`is due by ${dayIn('en', due)}`);
      expect(mail?.text).toMatch(/of ₹[\d,]+\.\d\d /);
    }
    // The job mails nothing twice.
    await runBillingJob(job, { today: entered });
    expect(t.mailsTo(email).filter((mail) => /^Invoice /.test(mail.subject))).toHaveLength(2);
  });

  it('makes a period caught up at entry due from the day of entry as well, and mails it', async () => {
    const room = await newRoom();
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID);
    const entered = today();
    const movedInOn = plusDays(entered, -31);
    const payload = assignPayload(tenantId, room, 0, { movedInOn, collectAdvance: false, advanceAmount: 0 });
    expect((await assign(t, admin, payload)).statusCode).toBe(200);
    const issued = (await invoicesVia(tenantId)).sort((a, b) => a.periodStart.localeCompare(b.periodStart));
    expect(issued.length).toBe(2);
    expect(issued[0]!.periodStart).toBe(movedInOn);
    expect(issued[1]!.periodStart > movedInOn && issued[1]!.periodStart <= entered).toBe(true);
    for (const invoice of issued) {
      expect([invoice.invoiceType, invoice.dueDate, invoice.status]).toEqual([
        'RENT',
        plusDays(entered, 7),
        'UNPAID',
      ]);
    }
    const subjects = t.mailsTo(await emailOf(tenantId)).map((mail) => mail.subject);
    for (const invoice of issued) expect(subjects).toContain(`Invoice ${invoice.invoiceId} from Sunrise PG`);
  });

  it('charges no late fee before the due date counted from the day of entry, and one after it', async () => {
    const { db } = t.database;
    const propertyId = await addProperty(db, 'Walk-in PG');
    await db.update(properties).set({ invoiceDueDays: 5 }).where(eq(properties.id, propertyId));
    await setPolicy(db, propertyId, { policy: 'FLAT', amountPaise: 20_000, graceDays: 1 });
    const tenantId = await addTenant(db, 'walk-in@example.com', propertyId);
    // Entered on 10 Mar, moved in on 1 Mar: due 15 Mar; the fee falls due the day after the grace day.
    await assignOn(db, '2026-03-10', {
      tenantId,
      bed: (await freeBeds(db, propertyId, 1))[0]!,
      rent: 6000,
      movedInOn: '2026-03-01',
    });
    const [rent] = await invoicesOf(db, tenantId);
    expect([rent!.invoiceDate, rent!.dueDate, rent!.status]).toEqual(['2026-03-01', '2026-03-15', 'UNPAID']);
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-15', '2026-03-16']) {
      await runBillingJob(job, { today: day, reminders: false });
      expect(await feeLinesOf(db, rent!.id)).toEqual([]);
    }
    const [onDue] = await invoicesOf(db, tenantId);
    expect(onDue!.status).toBe('OVERDUE'); // the day after its due date
    await runBillingJob(job, { today: '2026-03-17', reminders: false });
    expect(await feeLinesOf(db, rent!.id)).toEqual([[1, 20_000]]);
  });

  it('mails the tenant a rent change with the new rent, the meals and the day it starts', async () => {
    const room = await newRoom();
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID);
    expect((await assign(t, admin, assignPayload(tenantId, room))).statusCode).toBe(200);
    const effectiveDate = plusDays(today(), 20);
    const changed = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/rent`,
      headers: { cookie: admin },
      payload: { rent: 12345.5, mealCost: 2000, effectiveDate },
    });
    expect(changed.statusCode).toBe(200);
    const mail = t.lastMail(await emailOf(tenantId));
    expect(mail?.subject).toBe(`Your rent at Sunrise PG from ${dayIn('en', effectiveDate)}`);
    expect(mail?.text).toContain(
      `From ${dayIn('en', effectiveDate)}, your rent is ₹12,345.50 a month. Meals: ₹2,000.00 a month.`,
    );
    expect(mail?.html).toContain('₹12,345.50');
  });

  it('mails the tenant a move with the new bed, its rent from the next billing day and the difference', async () => {
    const room = await newRoom();
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID);
    const day = today();
    expect(
      (await assign(t, admin, assignPayload(tenantId, room, 0, { mealIncluded: false }))).statusCode,
    ).toBe(200);
    const moved = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/move`,
      headers: { cookie: admin },
      payload: { bedId: room.bedIds[1], rent: 9500, mealCost: 0, prorate: true },
    });
    expect(moved.statusCode).toBe(200);
    const { adjustment } = moved.json().data as { adjustment: { kind: string; amount: number } };
    expect(adjustment.kind).toBe('INVOICE');
    const mail = t.lastMail(await emailOf(tenantId));
    expect(mail?.subject).toBe(`Your new bed at Sunrise PG: Room B${rooms} / Bed 2`);
    // Assigned today: the period runs a month from today, and the new rent is billed from the next one.
    const nextBillingDay = (
      await t.request({ method: 'GET', url: `/api/v1/tenant/${tenantId}/rents`, headers: { cookie: admin } })
    ).json().data.nextBillingDay as string;
    expect(mail?.text).toContain(
      `From ${dayIn('en', day)}, your bed is Room B${rooms} / Bed 2 at Sunrise PG.`,
    );
    expect(mail?.text).toContain(`From ${dayIn('en', nextBillingDay)}, your rent is ₹9,500.00 a month.`);
    expect(mail?.text).not.toContain('Meals:');
    const amount = adjustment.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(mail?.text).toContain(`this billing period, ₹${amount}, is on a new invoice.`);
  });
});
