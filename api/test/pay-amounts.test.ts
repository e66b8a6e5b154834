// Mark as Paid reads an amount sent as text only in plain decimals (with ₹ and grouping as people
// type them), on both databases: '0x64' or '1e3' is a 400 that says what to type, and nothing is recorded.
import { eq } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import { payments } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';

describe.each(databases)('amounts of Mark as Paid on $name', (database) => {
  let t: TestApp;
  let manager: string;
  let tenantId: string;

  beforeAll(async () => {
    ({ t, manager, tenantId } = await openBillingWorld(database, plusDays(today(), -20)));
  });
  afterAll(() => t.close());

  const rent = async (): Promise<Invoice> =>
    (await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: manager } }))
      .json<{ data: Invoice[] }>()
      .data.find((invoice) => invoice.invoiceType === 'RENT')!;
  const pay = async (amount: unknown) =>
    t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${(await rent())._id}/pay`,
      headers: { cookie: manager },
      payload: { paymentMode: 'CASH', paidAt: today(), amount },
    });

  it.each(['0x64', '1e3', '0b11', '10.', '.5'])(
    'refuses %s with a 400 on amount and records nothing',
    async (amount) => {
      const response = await pay(amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ amount: 'Enter amount in rupees, e.g. 8500 or 8500.50' });
      const recorded = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, (await rent())._id));
      expect(recorded).toHaveLength(0);
    },
  );

  it('reads ₹ and Indian grouping sent as text', async () => {
    const response = await pay('₹1,000.50');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Invoice }>().data.payments.map((payment) => payment.amount)).toEqual([
      1000.5,
    ]);
  });
});
