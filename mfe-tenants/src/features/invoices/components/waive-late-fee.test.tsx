import type { Invoice } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoiceLines } from './invoice-lines';
import { InvoicesTab } from './invoices-tab';

const overdue: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000001',
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-10',
  invoiceType: 'RENT',
  status: 'OVERDUE',
  totalAmount: 8300,
  paidAmount: 0,
  outstandingAmount: 8300,
  paidAt: null,
  periodStart: '2026-01-05',
  periodEnd: '2026-02-04',
  payments: [],
  lines: [
    { kind: 'RENT', description: 'Rent', amount: 8000 },
    {
      kind: 'LATE_FEE',
      description: 'Late fee for 14 Jan 2026 (day 1)',
      amount: 150,
      id: 'f1',
      waived: true,
    },
    { kind: 'LATE_FEE', description: 'Late fee waived: Bank holiday', amount: -150 },
    {
      kind: 'LATE_FEE',
      description: 'Late fee for 15 Jan 2026 (day 2)',
      amount: 150,
      id: 'f2',
      waived: false,
    },
    {
      kind: 'LATE_FEE',
      description: 'Late fee for 16 Jan 2026 (day 3)',
      amount: 150,
      id: 'f3',
      waived: false,
    },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('waiving a late fee', () => {
  it('offers Waive on each fee still charged, asks for a reason and sends it', async () => {
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok([overdue]),
      'POST /payment/invoice/i1/late-fees/f2/waive': () => ok(overdue, 'Late fee waived'),
    });
    const user = userEvent.setup();
    renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Late fee for 14 Jan 2026 (day 1) (waived)')).toBeInTheDocument();
    expect(within(lines).getAllByRole('button', { name: /^Waive/ })).toHaveLength(2);
    await user.click(
      within(lines).getByRole('button', {
        name: 'Waive Late fee for 15 Jan 2026 (day 2) on INV-2026-000001',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Waive late fee' });
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(
      await within(dialog).findByText('Give a reason for waiving this late fee: the tenant will read it.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Paid the same morning');
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/payment/invoice/i1/late-fees/f2/waive')[0]?.body).toEqual({
        reason: 'Paid the same morning',
      }),
    );
  });

  it('shows the tenant the waiver with its reason and no Waive button', () => {
    renderPage(<InvoiceLines invoices={[overdue]} loading={false} />, { url: '/tenant/billing' });
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Late fee waived: Bank holiday')).toBeInTheDocument();
    expect(within(lines).queryByRole('button', { name: /^Waive/ })).not.toBeInTheDocument();
  });
});
