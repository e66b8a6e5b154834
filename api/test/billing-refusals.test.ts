// Payments that do not fit are refused, naming the field, and change nothing.
import { eq } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import { invoices, payments } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';

describe.each(databases)('payments refused on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const now = today();
  const start = plusDays(now, -20);

  beforeAll(async () => {
    ({ t, admin, tenantId } = await openBillingWorld(database, start));
  });
  afterAll(() => t.close());

  const invoicesOf = async (id: string, cookie = admin) => {
    const response = await t.request({ url: `/api/v1/payment/tenant-invoice/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Invoice[] }>().data;
  };
  const pay = (billingId: string, payload: object, cookie = admin) =>
    t.request({ method: 'PATCH', url: `/api/v1/payment/${billingId}/pay`, payload, headers: { cookie } });

  it('refuses payments that do not fit, naming the field', async () => {
    const rent = (await invoicesOf(tenantId)).find((invoice) => invoice.invoiceType === 'RENT')!;
    const cases: Array<[object, number, string]> = [
      [{ paymentMode: 'CASH', paidAt: plusDays(now, 1) }, 400, 'paidAt'],
      [{ paymentMode: 'CASH', paidAt: plusDays(start, -1) }, 400, 'paidAt'],
      [{ paymentMode: 'CASH', paidAt: now, amount: 9500.51 }, 400, 'amount'],
      [{ paymentMode: 'CASH', paidAt: now, amount: 0 }, 400, 'amount'],
      [{ paymentMode: 'CASH', paidAt: now, amount: 1.005 }, 400, 'amount'],
      [{ paymentMode: 'CHEQUE', paidAt: now }, 400, 'paymentMode'],
      [{ paymentMode: 'CASH', paidAt: '2026-02-30' }, 400, 'paidAt'],
      [{ paymentMode: 'CASH' }, 400, 'paidAt'],
    ];
    for (const [payload, status, field] of cases) {
      const response = await pay(rent._id, payload);
      expect([
        JSON.stringify(payload),
        response.statusCode,
        Object.keys(response.json().errors ?? {}),
      ]).toEqual([JSON.stringify(payload), status, [field]]);
    }
    expect(
      (await pay('00000000-0000-4000-8000-000000000000', { paymentMode: 'CASH', paidAt: now })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, rent._id));
    expect(row!.paidPaise).toBe(0);
  });

  it('refuses an amount below one paisa (1e-9 would be recorded as ₹0), saying the least it takes', async () => {
    const rent = (await invoicesOf(tenantId)).find((invoice) => invoice.invoiceType === 'RENT')!;
    for (const amount of [1e-9, 0.004, -1]) {
      const response = await pay(rent._id, { paymentMode: 'CASH', paidAt: now, amount });
      expect([amount, response.statusCode, response.json()]).toEqual([
        amount,
        400,
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Amount must be at least ₹0.01',
          errors: { amount: 'Amount must be at least ₹0.01' },
        },
      ]);
    }
    const ledger = await t.database.db.select().from(payments).where(eq(payments.invoiceId, rent._id));
    expect(ledger).toHaveLength(0);
  });
});
