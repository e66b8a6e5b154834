import type { Invoice } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoicesTab } from './invoices-tab';

const unpaid: Invoice = {
  _id: 'i3',
  invoiceId: 'INV-2026-000003',
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-10',
  invoiceType: 'RENT',
  status: 'UNPAID',
  totalAmount: 9_000,
  paidAmount: 0,
  outstandingAmount: 9_000,
  paidAt: null,
  periodStart: '2026-01-05',
  periodEnd: '2026-02-04',
  payments: [],
};

describe("'Mark as Paid' sends one Idempotency-Key per payment", () => {
  it('sends a retry of a failed submit with its key, and the next payment with a new key', async () => {
    const user = userEvent.setup();
    const answers = [fail(503, 'Try again'), ok(unpaid, 'Marked as Paid Successfully'), ok(unpaid)];
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok([unpaid]),
      'PATCH /payment/i3/pay': () => answers.shift()!,
    });
    renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
    const openDialog = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions for INV-2026-000003' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Mark as Paid' }));
      return screen.findByRole('dialog', { name: 'Mark as Paid' });
    };
    const submit = (dialog: HTMLElement) =>
      user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    const keysSent = () =>
      api.spy.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

    const dialog = await openDialog();
    await submit(dialog);
    await waitFor(() => expect(keysSent()).toHaveLength(1));
    // The refusal leaves the dialog open: the same payment submitted again is the same request.
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Paid' })).toBeNull());
    await submit(await openDialog());
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    const [first, retry, next] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
