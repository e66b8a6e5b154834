// The Dues page (issue 23): GET /payment/dues oldest debt first in the current property, its
// totals exact to the paisa, the overdue filter, search, pages, scope, and the reminders recorded
// by POST /tenant/{tenantId}/reminders (with the billing job's mails), on both databases.
import type { DueAnswer, DuesTotalsAnswer } from '@pgportal/contracts/responses';
import { eq } from 'drizzle-orm';
import { invoiceReminders, invoices, properties } from '../src/db/schema';
import { databases, type TestApp } from './helpers';
import { openDuesWorld, type DuesWorld } from './tenant-dues-world';

describe.each(databases)('the Dues page on $name', (database) => {
  let t: TestApp;
  let world: DuesWorld;

  beforeAll(async () => {
    world = await openDuesWorld(database);
    ({ t } = world);
    await t.database.db
      .update(properties)
      .set({ upiId: 'duespg@okaxis' })
      .where(eq(properties.id, world.propertyId));
  });
  afterAll(() => t.close());

  const dues = async (query = '', cookie = world.manager) => {
    const response = await t.request({ url: `/api/v1/payment/dues${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DueAnswer[]; pagination?: { total: number; totalPages: number } }>();
  };
  const names = async (query = '', cookie?: string) =>
    (await dues(query, cookie)).data.map((row) => row.tenant.fullName.split(' ')[0]);
  const totals = async (cookie = world.manager) => {
    const response = await t.request({ url: '/api/v1/payment/dues/totals', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DuesTotalsAnswer }>().data;
  };
  const remind = (tenantId: string, cookie = world.manager) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/reminders`,
      payload: { channel: 'WHATSAPP' },
      headers: { cookie },
    });

  it('lists everyone who owes, oldest debt first, with amount, days overdue and the oldest invoice', async () => {
    const { data } = await dues('?page=1&limit=20');
    expect(data.map((row) => row.tenant.fullName.split(' ')[0]).sort()).toEqual([
      'asha',
      'kiran',
      'meera',
      'ravi',
    ]);
    const dueDates = data.map((row) => row.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(data.at(-1)!.tenant._id).toBe(world.ids.ravi);
    const byName = Object.fromEntries(data.map((row) => [row.tenant.fullName.split(' ')[0], row]));
    expect(byName.asha).toMatchObject({ amount: 19500.5, lastReminder: null });
    expect(byName.asha!.daysOverdue).toBeGreaterThan(0);
    expect(byName.ravi).toMatchObject({ amount: 6000, daysOverdue: 0 });
    expect(byName.kiran).toMatchObject({ amount: 5000.25, room: null });
    expect(byName.asha!.invoice.outstandingAmount).toBeLessThanOrEqual(19500.5);
    expect(byName.asha!.upiUri).toContain('am=19500.50');
    expect(byName.asha!.upiUri).toContain('pa=duespg%40okaxis');
  });

  it('answers totals exact to the paisa: outstanding, overdue and tenants', async () => {
    expect(await totals()).toEqual({ outstandingAmount: 37500.75, overdueAmount: 31500.75, tenants: 4 });
    const { data } = await dues('?page=1&limit=100');
    const sum = data.reduce((paise, row) => paise + Math.round(row.amount * 100), 0);
    expect(sum).toBe(3_750_075);
  });

  it('filters overdue only, searches by name and pages without overlap', async () => {
    expect((await names('?overdue=true')).sort()).toEqual(['asha', 'kiran', 'meera']);
    expect(await names('?search=RAVI')).toEqual(['ravi']);
    expect(await names('?search=nobody')).toEqual([]);
    const first = await dues('?page=1&limit=3');
    expect(first.data).toHaveLength(3);
    expect(first.pagination).toMatchObject({ total: 4, totalPages: 2 });
    const second = await dues('?page=2&limit=3');
    expect(second.data.map((row) => row.tenant._id)).toEqual([world.ids.ravi]);
    expect(second.pagination).toMatchObject({ total: 4, totalPages: 2 });
  });

  it('refuses an overdue flag it does not know', async () => {
    const response = await t.request({
      url: '/api/v1/payment/dues?overdue=yes',
      headers: { cookie: world.manager },
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps each manager to their current property', async () => {
    expect(await names('', world.otherManager)).toEqual(['other']);
    expect(await totals(world.otherManager)).toEqual({
      outstandingAmount: 4000,
      overdueAmount: 4000,
      tenants: 1,
    });
    expect((await remind(world.ids.asha, world.otherManager)).statusCode).toBe(404);
    expect((await remind('not-a-uuid')).statusCode).toBe(404);
  });

  it('records a WhatsApp reminder as the last reminder, and shows the billing job’s mails', async () => {
    const [kiransInvoice] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.tenantId, world.ids.kiran));
    const mailedAt = new Date(Date.now() - 3_600_000);
    await t.database.db
      .insert(invoiceReminders)
      .values({ invoiceId: kiransInvoice!.id, kind: 'OVERDUE', sentAt: mailedAt });
    const kiran = async () => (await dues()).data.find((row) => row.tenant._id === world.ids.kiran)!;
    expect((await kiran()).lastReminder).toEqual({ channel: 'EMAIL', sentAt: mailedAt.toISOString() });

    const answer = await remind(world.ids.kiran);
    expect(answer.statusCode).toBe(201);
    const { sentAt } = answer.json<{ data: { sentAt: string } }>().data;
    expect((await kiran()).lastReminder).toEqual({ channel: 'WHATSAPP', sentAt });
    const asha = (await dues()).data.find((row) => row.tenant._id === world.ids.asha)!;
    expect(asha.lastReminder).toBeNull();
  });

  it('drops a tenant once everything is paid', async () => {
    const ravi = (await dues()).data.find((row) => row.tenant._id === world.ids.ravi)!;
    const paid = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${ravi.invoice._id}/pay`,
      payload: { paymentMode: 'CASH', paidAt: ravi.invoice.invoiceDate },
      headers: { cookie: world.manager },
    });
    expect(paid.statusCode).toBe(200);
    expect(await names()).not.toContain('ravi');
    expect(await totals()).toMatchObject({ outstandingAmount: 31500.75, tenants: 3 });
  });
});
