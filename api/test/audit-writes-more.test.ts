// The audit log (issue 26), the remaining kinds of change: a move, a statement match, the billing
// job's late fee and monthly expense (by System), a waiver, an exit settled, a tenant's own
// Profile (by the tenant) and a manager assigned to and removed from a property.
import { API } from '@pgportal/contracts/api-paths';
import { and, eq } from 'drizzle-orm';
import { auditLog, invoices, recurringExpenses } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { runBillingJob } from '../src/services/payments/job/run';
import { today } from '../src/services/calendar';
import { entriesOf, entriesOfTenant, entryWhere, firstInvoiceOf, tenantOnBed, url } from './audit-fixtures';
import { addBeds, assign as assignOn } from './billing-fixtures';
import { exitCalls, giveNotice, seatedTenant } from './exits-fixtures';
import { addProperty, addTenant, formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { setPolicy } from './late-fees-fixtures';
import { userIdOf } from './properties-fixtures';
import { hdfcStatement, importFile } from './statements-fixtures';

describe.each(databases)('more audit entries on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());
  const job = () => ({ db: t.database.db, mailer: t.app.deps.mailer, config: t.config });

  it('names the beds of a move', async () => {
    const { tenantId, room } = await tenantOnBed(t, manager, 'MV1', 2);
    const moved = await t.request({
      method: 'POST',
      url: url(API.tenant.move(tenantId)),
      headers: { cookie: manager },
      payload: { bedId: room.bedIds[1], rent: 8000, mealCost: 0, prorate: false },
    });
    expect(moved.statusCode).toBe(200);
    const [entry] = (await entriesOfTenant(t, tenantId)).filter((row) => row.action === 'MOVE');
    expect([entry!.before, entry!.after]).toEqual([
      { bed: 'Room MV1 / Bed 1', mealCostPaise: 250050, prorate: null },
      { bed: 'Room MV1 / Bed 2', mealCostPaise: 0, prorate: false },
    ]);
  });

  it('records a statement credit matched to an invoice, and its payment', async () => {
    const { tenantId } = await tenantOnBed(t, manager, 'ST1', 1);
    const invoice = await firstInvoiceOf(t, tenantId);
    const rupees = (invoice.totalPaise / 100).toFixed(2);
    const file = hdfcStatement(today(), [
      { narration: `UPI/${invoice.invoiceId}`, amount: rupees, utr: '412345670001' },
    ]);
    expect((await importFile(t, manager, file)).json().data).toMatchObject({ matched: 1 });
    const kinds = (await entriesOfTenant(t, tenantId)).map((row) => `${row.objectType} ${row.action}`);
    expect(kinds).toEqual(expect.arrayContaining(['STATEMENT_MATCH MATCH', 'PAYMENT PAYMENT']));
    const [match] = (await entriesOfTenant(t, tenantId)).filter((row) => row.action === 'MATCH');
    expect(match!.after).toMatchObject({
      invoiceId: invoice.id,
      reference: '412345670001',
      amountPaise: invoice.totalPaise,
    });
  });

  it('records the billing job’s late fee and monthly expense as System, and a waiver by staff', async () => {
    const propertyId = await addProperty(t.database.db, 'Audit Fees PG');
    await setPolicy(t.database.db, propertyId, { policy: 'FLAT', amountPaise: 25_000, graceDays: 2 });
    const [bedId] = await addBeds(t.database.db, propertyId, 1);
    const tenantId = await addTenant(t.database.db, 'audit.late@example.com', propertyId);
    await assignOn(t.database.db, { tenantId, bedId: bedId!, startDate: '2032-01-10', rent: 8000 });
    const [template] = await t.database.db
      .insert(recurringExpenses)
      .values({
        propertyId,
        category: 'SALARIES',
        amountPaise: 1_500_000,
        dayOfMonth: 15,
        paymentMode: 'CASH',
        paidTo: 'Cook',
        startsOn: '2032-01-01',
      })
      .returning();
    await runBillingJob(job(), { today: '2032-01-18', reminders: false });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
    const [fee] = await entryWhere(t, 'INVOICE', 'UPDATE', invoice!.id);
    expect(fee).toMatchObject({
      actorKind: 'SYSTEM',
      actorId: null,
      tenantId,
      after: { lateFeeAddedPaise: 25_000 },
    });
    const expensesBySystem = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'EXPENSE'), eq(auditLog.propertyId, propertyId)));
    expect(expensesBySystem.map((row) => [row.actorKind, row.action, row.after])).toEqual([
      [
        'SYSTEM',
        'CREATE',
        expect.objectContaining({
          paidTo: 'Cook',
          amountPaise: template!.amountPaise,
          recurringMonth: '2032-01',
        }),
      ],
    ]);
    await runBillingJob(job(), { today: '2032-01-19', reminders: false });
    expect(await entryWhere(t, 'INVOICE', 'UPDATE', invoice!.id)).toHaveLength(1);

    const lines = (
      await t.request({ url: url(API.tenant.invoices(tenantId)), headers: { cookie: admin } })
    ).json().data[0].lines as Array<{ kind: string; id: string }>;
    const line = lines.find((row) => row.kind === 'LATE_FEE')!;
    const waived = await t.request({
      method: 'POST',
      url: url(API.payment.waiveLateFee(invoice!.id, line.id)),
      headers: { cookie: admin },
      payload: { reason: 'Bank holiday' },
    });
    expect(waived.statusCode).toBe(200);
    const [waiver] = await entryWhere(t, 'INVOICE', 'WAIVE', invoice!.id);
    expect(waiver).toMatchObject({
      actorKind: 'USER',
      actorId: await userIdOf(t, 'admin@example.com'),
      before: { lateFeePaise: 25_000 },
      after: { lateFeePaise: 0, reason: 'Bank holiday' },
    });
  });

  it('records an exit settled, leaving the bed', async () => {
    const calls = exitCalls(t);
    const seated = await seatedTenant(t, admin);
    await giveNotice(t, seated.tenantId);
    expect((await calls.save(manager, seated.tenantId, { deductions: [] })).statusCode).toBe(200);
    expect((await calls.send(manager, seated.tenantId)).statusCode).toBe(200);
    expect((await calls.accept(await t.cookieFor('tenant', seated.email))).statusCode).toBe(200);
    const settled = await calls.settle(manager, seated.tenantId, { paymentMode: 'UPI', paidAt: today() });
    expect(settled.statusCode).toBe(200);
    const [entry] = (await entriesOfTenant(t, seated.tenantId)).filter((row) => row.action === 'SETTLE');
    expect(entry!.before).toMatchObject({
      status: 'ACCEPTED',
      bed: expect.stringMatching(/^Room .+ \/ Bed 1$/),
    });
    expect(entry!.after).toMatchObject({ status: 'SETTLED', bed: null, depositPaise: 1_000_000 });
  });

  it('records a tenant’s own Profile change as the tenant', async () => {
    const tenantId = await addTenant(t.database.db, 'audit.self@example.com', DEMO_PROPERTY_ID);
    const cookie = await t.cookieFor('tenant', 'audit.self@example.com');
    const changed = await t.request({
      method: 'PUT',
      url: url(API.tenant.updateProfile),
      headers: { cookie },
      payload: formData({ phoneNumber: '9876500077' }),
    });
    expect(changed.statusCode).toBe(200);
    const [entry] = await entriesOf(t, tenantId);
    expect(entry).toMatchObject({
      actorKind: 'TENANT',
      actorId: tenantId,
      action: 'UPDATE',
      after: { phoneNumber: '9876500077' },
    });
  });

  it('records a manager assigned to a property and removed from it', async () => {
    const propertyId = await addProperty(t.database.db, 'Audit Managers PG');
    const managerId = await userIdOf(t, 'manager@example.com');
    const assigned = await t.request({
      method: 'POST',
      url: url(API.property.assignManager),
      headers: { cookie: admin },
      payload: { propertyId, managerId },
    });
    expect(assigned.statusCode).toBe(200);
    const removed = await t.request({
      method: 'DELETE',
      url: url(API.property.removeManager(propertyId, managerId)),
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    const entries = (await entriesOf(t, managerId)).filter((row) => row.propertyId === propertyId);
    expect(entries.map((row) => [row.objectType, row.action, row.after])).toEqual([
      ['USER', 'UPDATE', { propertyId: null }],
      ['USER', 'ASSIGN', { propertyId }],
    ]);
  });
});
