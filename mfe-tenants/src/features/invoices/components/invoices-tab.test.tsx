import type { Invoice } from '@pgportal/contracts/types';
import { todayApiDate } from '@pgportal/contracts/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoicesTab } from './invoices-tab';

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  _id: 'i1',
  invoiceId: 'INV-2026-000001',
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-10',
  invoiceType: 'RENT',
  status: 'UNPAID',
  totalAmount: 9500,
  paidAmount: 0,
  outstandingAmount: 9500,
  paidAt: null,
  periodStart: '2026-01-05',
  periodEnd: '2026-02-04',
  payments: [],
  ...overrides,
});

const unpaid = invoice({});
const paid = invoice({
  _id: 'i2',
  invoiceId: 'INV-2026-000002',
  invoiceType: 'ADVANCE',
  status: 'PAID',
  totalAmount: 10000,
  paidAmount: 10000,
  outstandingAmount: 0,
  paidAt: '2026-01-06',
});
const partial = invoice({
  _id: 'i3',
  invoiceId: 'INV-2026-000003',
  status: 'PARTIAL',
  paidAmount: 2000,
  outstandingAmount: 7500,
});

afterEach(() => jest.restoreAllMocks());

const render = () => renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
const rowOf = (invoiceId: string) => screen.getByRole('cell', { name: invoiceId }).closest('tr')!;

async function openMenu(user: ReturnType<typeof userEvent.setup>, invoiceId: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${invoiceId}` }));
  return screen.findByRole('menu');
}

describe('the Invoice tab', () => {
  it('lists the invoices with the spec columns and a status badge', async () => {
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([unpaid, paid, partial]) });
    render();
    await screen.findByText('INV-2026-000001');
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Date', 'Due Date', 'Type', 'Amount', 'Status', 'Paid At', 'Actions']);
    expect(
      within(rowOf('INV-2026-000002'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'INV-2026-000002',
      'Jan 05 2026',
      'Jan 10 2026',
      'Advance',
      '₹10,000',
      'Paid',
      'Jan 06 2026',
      '',
    ]);
    expect(within(rowOf('INV-2026-000003')).getByText('₹9,500 (₹7,500 due)')).toBeInTheDocument();
  });

  it("offers 'Mark as Paid' only while something is outstanding", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([unpaid, paid, partial]) });
    render();
    await screen.findByText('INV-2026-000001');
    const items = async (invoiceId: string) => {
      const menu = await openMenu(user, invoiceId);
      const labels = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return labels;
    };
    expect(await items('INV-2026-000001')).toEqual(['Mark as Paid', 'Download']);
    expect(await items('INV-2026-000002')).toEqual(['Download']);
    expect(await items('INV-2026-000003')).toEqual(['Mark as Paid', 'Download']);
  });

  it('marks an invoice paid with the mode and today, and refreshes the list', async () => {
    const user = userEvent.setup();
    let list = [unpaid];
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok(list),
      'PATCH /payment/i1/pay': () => {
        list = [
          { ...unpaid, status: 'PAID', paidAmount: 9500, outstandingAmount: 0, paidAt: todayApiDate() },
        ];
        return ok(list[0], 'Marked as Paid Successfully');
      },
    });
    render();
    await screen.findByText('INV-2026-000001');
    await user.click(
      within(await openMenu(user, 'INV-2026-000001')).getByRole('menuitem', { name: 'Mark as Paid' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    expect(within(dialog).getByLabelText(/Paid Date/)).toHaveValue(todayApiDate());
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('9500');
    expect(within(dialog).getByLabelText(/Payment Mode/)).toHaveValue('CASH');
    await user.selectOptions(within(dialog).getByLabelText(/Payment Mode/), 'UPI');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));

    expect(await screen.findByText('Marked as Paid Successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/payment/i1/pay')[0]?.body).toEqual({
      paymentMode: 'UPI',
      paidAt: todayApiDate(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(rowOf('INV-2026-000001')).findByText('Paid')).toBeInTheDocument();
  });

  it('sends a part payment as an amount, and refuses more than is outstanding', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok([unpaid]),
      'PATCH /payment/i1/pay': () => ok(unpaid, 'Marked as Paid Successfully'),
    });
    render();
    await screen.findByText('INV-2026-000001');
    await user.click(
      within(await openMenu(user, 'INV-2026-000001')).getByRole('menuitem', { name: 'Mark as Paid' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '9500.01');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await within(dialog).findByText('At most ₹9,500 is outstanding')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/payment/i1/pay')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '2500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/payment/i1/pay')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/payment/i1/pay')[0]?.body).toMatchObject({ amount: 2500.5 });
  });

  it("shows the server's refusal beside the field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /payment/tenant-invoice/t1': () => ok([unpaid]),
      'PATCH /payment/i1/pay': () =>
        fail(400, 'The paid date cannot be before the invoice date.', {
          paidAt: 'The paid date cannot be before the invoice date.',
        }),
    });
    render();
    await screen.findByText('INV-2026-000001');
    await user.click(
      within(await openMenu(user, 'INV-2026-000001')).getByRole('menuitem', { name: 'Mark as Paid' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findAllByText('The paid date cannot be before the invoice date.')).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('dialog', { name: 'Mark as Paid' })).toBeInTheDocument();
  });
});
