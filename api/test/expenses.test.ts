// A property's expenses over HTTP (issue 26): add with a bill checked by its bytes, the month's
// page and its totals (exact, over every page), update and replace or remove the bill, soft delete,
// the bill served to staff in scope only, and another property's expense a 404.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { expenses } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, addTenant, formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

const url = (path: string) => `/api/v1${path}`;
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const fields = (extra: Record<string, string> = {}) => ({
  category: 'GROCERIES',
  amount: '1234.56',
  date: '2026-03-05',
  paymentMode: 'UPI',
  paidTo: 'Sharma Kirana',
  note: 'Rice and dal',
  ...extra,
});

describe.each(databases)('expenses over HTTP on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let farId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    farId = await addProperty(t.database.db, 'Far Expenses PG');
  });
  afterAll(() => t.close());

  const add = (cookie: string, values: Record<string, string>, bill?: { content: Buffer; name: string }) =>
    t.request({
      method: 'POST',
      url: url(API.expense.add),
      headers: { cookie },
      payload: formData(values, bill ? { bill } : {}),
    });
  const list = (cookie: string, query: string) =>
    t.request({ url: url(`${API.expense.list}?${query}`), headers: { cookie } });
  const bills = () => {
    const dir = join(t.dataDir, 'private-files', 'expense-bills');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  /** An expense of the far property, written as a row (the manager has no scope there). */
  const farExpense = async () => {
    const [row] = await t.database.db
      .insert(expenses)
      .values({
        propertyId: farId,
        category: 'WATER',
        amountPaise: 50_000,
        spentOn: '2026-03-02',
        paymentMode: 'CASH',
        paidTo: 'Tanker',
        billKey: 'expense-bills/00000000-0000-4000-8000-000000000000.pdf',
        billName: 'far.pdf',
        billType: 'application/pdf',
      })
      .returning();
    return row!.id;
  };

  it('adds an expense with a PDF bill to the current property and serves the bill to staff in scope', async () => {
    const added = await add(manager, fields(), { content: PDF, name: 'kirana.pdf' });
    expect([added.statusCode, added.json().message]).toEqual([201, MESSAGES.expenseAdded]);
    const expense = added.json().data;
    expect(expense).toMatchObject({
      propertyId: DEMO_PROPERTY_ID,
      category: 'GROCERIES',
      amount: 1234.56,
      date: '2026-03-05',
      paidTo: 'Sharma Kirana',
      bill: { url: url(API.expense.bill(expense._id)), name: 'kirana.pdf', type: 'application/pdf' },
    });
    const served = await t.request({ url: expense.bill.url, headers: { cookie: manager } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const tenant = await addTenant(t.database.db, 'expenses.tenant@example.com', DEMO_PROPERTY_ID);
    expect(tenant).toBeTruthy();
    const asTenant = await t.cookieFor('tenant', 'expenses.tenant@example.com');
    expect((await t.request({ url: expense.bill.url, headers: { cookie: asTenant } })).statusCode).toBe(403);
    expect((await t.request({ url: expense.bill.url })).statusCode).toBe(401);
  });

  it('refuses a bill that is not a PDF or an image by its bytes, leaving no row and no file', async () => {
    const before = bills().length;
    const refused = await add(manager, fields({ paidTo: 'Fake bill' }), { content: EXECUTABLE, name: 'bill.pdf' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Bill must be a PDF or a JPEG, PNG or WebP image.');
    expect(bills()).toHaveLength(before);
    const rows = await t.database.db.select().from(expenses);
    expect(rows.filter((row) => row.paidTo === 'Fake bill')).toEqual([]);
  });

  it('says what to fix in bad input', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [fields({ amount: '0' }), { amount: 'Amount must be at least ₹0.01' }],
      [fields({ amount: '12.345' }), { amount: 'Amount can have at most 2 decimals' }],
      [fields({ category: 'PARTY' }), { category: 'Choose a category from the list' }],
      [fields({ date: '2026-02-30' }), { date: 'Enter a real date' }],
      [fields({ paidTo: ' ' }), { paidTo: 'This field is required' }],
    ];
    for (const [values, errors] of cases) {
      const response = await add(manager, values);
      expect([values, response.statusCode, response.json().errors]).toEqual([values, 400, errors]);
    }
    const badMonth = await list(manager, 'month=2026-13');
    expect(badMonth.statusCode).toBe(400);
  });

  it('lists a month a page at a time with the month’s totals, exact, over every page', async () => {
    const month = '2026-05';
    const amounts = ['0.10', '0.20', '1000.33', '2500', '99.99'];
    for (const [index, amount] of amounts.entries()) {
      const category = index < 2 ? 'SALARIES' : 'MAINTENANCE';
      expect((await add(admin, fields({ amount, category, date: `${month}-0${index + 1}` }))).statusCode).toBe(201);
    }
    expect((await add(admin, fields({ amount: '7', date: '2026-06-01' }))).statusCode).toBe(201);
    const page = await list(manager, `month=${month}&page=2&limit=2`);
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.expenses.map((row: { date: string }) => row.date)).toEqual(['2026-05-03', '2026-05-02']);
    expect(data.totals).toMatchObject({ total: 3600.62, count: 5 });
    expect(data.totals.byCategory).toMatchObject({ SALARIES: 0.3, MAINTENANCE: 3600.32, GROCERIES: 0 });
    expect(data.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    const salaries = (await list(manager, `month=${month}&category=SALARIES`)).json().data;
    expect([salaries.expenses.length, salaries.totals.total]).toEqual([2, 0.3]);
  });

  it('lets admins see every property with scope=all, and refuses it to a manager', async () => {
    await farExpense();
    const all = (await list(admin, 'month=2026-03&scope=all')).json().data;
    expect(all.expenses.map((row: { propertyId: string }) => row.propertyId)).toContain(farId);
    const current = (await list(admin, 'month=2026-03')).json().data;
    expect(current.expenses.map((row: { propertyId: string }) => row.propertyId)).not.toContain(farId);
    expect((await list(manager, 'month=2026-03&scope=all')).statusCode).toBe(403);
  });

  it('answers 404 to a manager for another property’s expense: update, delete and bill', async () => {
    const id = await farExpense();
    const update = await t.request({
      method: 'PUT',
      url: url(API.expense.update(id)),
      headers: { cookie: manager },
      payload: formData(fields()),
    });
    expect([update.statusCode, update.json().message]).toEqual([404, MESSAGES.expenseNotFound]);
    const removed = await t.request({ method: 'DELETE', url: url(API.expense.delete(id)), headers: { cookie: manager } });
    expect(removed.statusCode).toBe(404);
    expect((await t.request({ url: url(API.expense.bill(id)), headers: { cookie: manager } })).statusCode).toBe(404);
  });

  it('updates an expense, replaces its bill, then removes it, keeping no old file', async () => {
    const added = (await add(manager, fields({ date: '2026-04-01' }), { content: PDF, name: 'a.pdf' })).json().data;
    const put = (values: Record<string, string>, bill?: { content: Buffer; name: string }) =>
      t.request({
        method: 'PUT',
        url: url(API.expense.update(added._id)),
        headers: { cookie: manager },
        payload: formData(values, bill ? { bill } : {}),
      });
    const before = bills().length;
    const replaced = await put(fields({ date: '2026-04-02', amount: '10' }), { content: PNG, name: 'b.png' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ amount: 10, date: '2026-04-02', bill: { name: 'b.png', type: 'image/png' } });
    expect(bills()).toHaveLength(before);
    const kept = await put(fields({ date: '2026-04-02', amount: '11' }));
    expect(kept.json().data.bill).toMatchObject({ name: 'b.png' });
    const dropped = await put(fields({ date: '2026-04-02', removeBill: 'true' }));
    expect(dropped.json().data.bill).toBeNull();
    expect(bills()).toHaveLength(before - 1);
    const noBill = await t.request({ url: url(API.expense.bill(added._id)), headers: { cookie: manager } });
    expect([noBill.statusCode, noBill.json().message]).toEqual([404, MESSAGES.expenseBillNotFound]);
  });

  it('deletes softly: gone from the list and the totals, its bill removed, a second delete 404', async () => {
    const added = (await add(manager, fields({ date: '2026-07-09', amount: '500' }), { content: PNG, name: 'x.png' })).json().data;
    expect((await list(manager, 'month=2026-07')).json().data.totals.total).toBe(500);
    const before = bills().length;
    const removed = await t.request({ method: 'DELETE', url: url(API.expense.delete(added._id)), headers: { cookie: manager } });
    expect([removed.statusCode, removed.json().message]).toEqual([200, MESSAGES.expenseDeleted]);
    const after = (await list(manager, 'month=2026-07')).json().data;
    expect([after.expenses, after.totals.total]).toEqual([[], 0]);
    expect(bills()).toHaveLength(before - 1);
    const rows = await t.database.db.select().from(expenses);
    expect(rows.find((row) => row.id === added._id)?.deletedAt).toBeInstanceOf(Date);
    const again = await t.request({ method: 'DELETE', url: url(API.expense.delete(added._id)), headers: { cookie: manager } });
    expect(again.statusCode).toBe(404);
  });
});
