// The routes of issue 23's pending charges: add (a credit is negative; clear 400s), list with
// PENDING/BILLED, remove a pending one (409 once billed), 404 for a tenant or charge outside the
// caller's scope; and the invoices list answering each invoice's lines.
import { MESSAGES } from '@pgportal/contracts/messages';
import { API } from '@pgportal/contracts/api-paths';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { addPropertyVia, addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('pending charges over HTTP on $name', (database) => {
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

  const seated = async (propertyId = DEMO_PROPERTY_ID) => {
    rooms += 1;
    const room = await addRoomVia(t, admin, propertyId, `C${rooms}`, 1);
    const tenantId = await addTenantRow(t, propertyId);
    expect((await assign(t, admin, assignPayload(tenantId, room, 0))).statusCode).toBe(200);
    return tenantId;
  };
  const add = (cookie: string, tenantId: string, payload: object) =>
    t.request({ method: 'POST', url: url(API.tenant.charges(tenantId)), headers: { cookie }, payload });
  const list = (cookie: string, tenantId: string) =>
    t.request({ method: 'GET', url: url(API.tenant.charges(tenantId)), headers: { cookie } });
  const remove = (cookie: string, tenantId: string, chargeId: string) =>
    t.request({ method: 'DELETE', url: url(API.tenant.charge(tenantId, chargeId)), headers: { cookie } });

  it('adds charges and credits, lists them, and bills them on the next RENT invoice', async () => {
    const tenantId = await seated();
    const fee = await add(manager, tenantId, { kind: 'OTHER', description: 'Broken chair', amount: 450.5 });
    expect(fee.statusCode).toBe(200);
    expect(fee.json()).toMatchObject({
      message: MESSAGES.chargeAdded,
      data: { kind: 'OTHER', description: 'Broken chair', amount: 450.5, status: 'PENDING', invoiceId: null },
    });
    const credit = await add(manager, tenantId, { description: 'Festival discount', amount: -200 });
    expect(credit.json().data).toMatchObject({ amount: -200, status: 'PENDING' });
    const gone = await add(manager, tenantId, { description: 'Mistake', amount: 10 });
    const removed = await remove(manager, tenantId, gone.json().data.id);
    expect([removed.statusCode, removed.json().message]).toEqual([200, MESSAGES.chargeRemoved]);

    // the next billing day: the job issues the next RENT invoice, which takes both.
    await runJobOn(t, plusDays(today(), 31));
    const charges = (await list(manager, tenantId)).json().data as Array<{
      id: string;
      status: string;
      invoiceId: string;
    }>;
    expect(charges.map((row) => row.status)).toEqual(['BILLED', 'BILLED']);
    const again = await remove(manager, tenantId, fee.json().data.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CHARGE_ALREADY_BILLED']);

    const invoices = await t.request({
      method: 'GET',
      url: url(API.tenant.invoices(tenantId)),
      headers: { cookie: manager },
    });
    const billed = (
      invoices.json().data as Array<{ _id: string; totalAmount: number; lines: Array<{ amount: number }> }>
    ).find((invoice) => invoice._id === charges[0]!.invoiceId)!;
    expect(billed.lines.map((line) => line.amount).slice(-2)).toEqual([450.5, -200]);
    const pdf = await t.request({ url: url(API.payment.download(billed._id)), headers: { cookie: manager } });
    const text = await pdfTextOf(pdf.rawPayload);
    for (const expected of ['Broken chair', '₹450.50', 'Festival discount', '-₹200.00', 'Meals, ']) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
    expect(billed.lines.reduce((sum, line) => sum + line.amount * 100, 0)).toBeCloseTo(
      billed.totalAmount * 100,
      6,
    );
  });

  it('refuses an empty description, a zero amount and more than 2 decimals with 400s on their fields', async () => {
    const tenantId = await seated();
    const blank = await add(admin, tenantId, { kind: 'OTHER', description: '  ', amount: 5 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('description');
    const zero = await add(admin, tenantId, { description: 'Nothing', amount: 0 });
    expect([zero.statusCode, zero.json().errors?.amount]).toEqual([400, MESSAGES.chargeAmountZero]);
    const fine = await add(admin, tenantId, { description: 'Tiny', amount: 1.005 });
    expect(fine.statusCode).toBe(400);
    const kind = await add(admin, tenantId, { kind: 'RENT', description: 'Sneaky rent', amount: 5 });
    expect(kind.statusCode).toBe(400);
  });

  it('answers 404 for a tenant or a charge outside the caller’s scope', async () => {
    const elsewhere = await addPropertyVia(t, admin, 'Charges Elsewhere PG');
    const foreign = await seated(elsewhere);
    const own = await seated();
    const refused = await add(manager, foreign, { description: 'Fee', amount: 5 });
    expect([refused.statusCode, refused.json().message]).toEqual([404, MESSAGES.tenantNotFound]);
    expect((await list(manager, foreign)).statusCode).toBe(404);
    const charge = (await add(admin, foreign, { description: 'Fee', amount: 5 })).json().data as {
      id: string;
    };
    expect((await remove(manager, foreign, charge.id)).statusCode).toBe(404);
    const wrongTenant = await remove(admin, own, charge.id);
    expect([wrongTenant.statusCode, wrongTenant.json().message]).toEqual([404, MESSAGES.chargeNotFound]);
    expect((await remove(admin, own, 'not-a-uuid')).statusCode).toBe(404);
  });
});
