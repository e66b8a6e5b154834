// One UPI transfer for several invoices ('Pay … for everything due'): the tenant claims each
// invoice with the same UTR; staff confirm each; the ledger records the UTR once and the other
// parts as UTR/2, UTR/3… (a reference is unique per property). Both databases.
import type { Invoice } from '@pgportal/contracts/types';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { formData } from './fixtures';
import { databases, type TestApp } from './helpers';

describe.each(databases)('one transfer claimed on several invoices on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let tenant: string;
  let tenantId: string;

  beforeAll(async () => {
    ({ t, admin, tenant, tenantId } = await openBillingWorld(database, plusDays(today(), -20)));
  });
  afterAll(() => t.close());

  const invoicesOf = async (): Promise<Invoice[]> =>
    (
      await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } })
    ).json().data;
  const claim = (invoiceId: string, utr: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${invoiceId}/claims`,
      headers: { cookie: tenant },
      payload: formData({ utr }),
    });
  const confirm = (invoiceId: string, claimId: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/payment/${invoiceId}/claims/${claimId}/confirm`,
      headers: { cookie: admin },
    });

  it('confirms every part, recording the UTR once and the rest as UTR/2', async () => {
    const open = (await invoicesOf()).filter((invoice) => invoice.status !== 'PAID');
    expect(open.length).toBeGreaterThanOrEqual(2);
    const [first, second] = open as [Invoice, Invoice];
    const utr = '765432109876';
    const claims = [await claim(first._id, utr), await claim(second._id, utr)];
    expect(claims.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const one = await confirm(first._id, claims[0]!.json().data._id);
    const two = await confirm(second._id, claims[1]!.json().data._id);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const references = [one, two].map(
      (answer) => answer.json<{ data: Invoice }>().data.payments.at(-1)?.reference,
    );
    expect(references).toEqual([utr, `${utr}/2`]);
    // Typed by staff on another invoice, the same UTR is still refused.
    const third = (await invoicesOf()).find((invoice) => invoice.status !== 'PAID');
    if (third) {
      const typed = await t.request({
        method: 'PATCH',
        url: `/api/v1/payment/${third._id}/pay`,
        headers: { cookie: admin },
        payload: { paymentMode: 'UPI', paidAt: today(), amount: 1, reference: utr },
      });
      expect(typed.statusCode).toBe(409);
    }
  });
});
