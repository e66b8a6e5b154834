import type { Invoice } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoicesTab } from './invoices-tab';

const unpaid: Invoice = {
  _id: 'i2',
  invoiceId: 'INV-2026-000002',
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-10',
  invoiceType: 'RENT',
  status: 'UNPAID',
  totalAmount: 125_000,
  paidAmount: 0,
  outstandingAmount: 125_000,
  paidAt: null,
  periodStart: '2026-01-05',
  periodEnd: '2026-02-04',
  payments: [],
};

/** Opens 'Mark as Paid' of the unpaid invoice, types the amount and submits. */
async function markAsPaid(typed: string) {
  const user = userEvent.setup();
  const api = mockApi({
    'GET /payment/tenant-invoice/t1': () => ok([unpaid]),
    'PATCH /payment/i2/pay': () => ok(unpaid, 'Marked as Paid Successfully'),
  });
  renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
  await user.click(await screen.findByRole('button', { name: 'Actions for INV-2026-000002' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark as Paid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
  const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
  await user.clear(amount);
  await user.type(amount, typed);
  await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
  return { api, amount };
}

describe("'Mark as Paid' reads the amount as people type it", () => {
  it.each([
    ['₹5,000', 5000],
    ['8,500', 8500],
    ['1,00,000', 100_000],
    ['₹9,000.50', 9000.5],
  ])('sends %s as %d rupees', async (typed, rupees) => {
    const { api } = await markAsPaid(typed);
    await waitFor(() => expect(api.callsTo('PATCH', '/payment/i2/pay')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/payment/i2/pay')[0]?.body).toMatchObject({ amount: rupees });
  });

  it.each(['0x64', '0b11', '1e3', '10.', '.5'])('refuses %s and sends nothing', async (typed) => {
    const { api, amount } = await markAsPaid(typed);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('Enter amount in rupees, e.g. 8500 or 8500.50'),
      ),
    );
    expect(api.callsTo('PATCH', '/payment/i2/pay')).toHaveLength(0);
  });
});
