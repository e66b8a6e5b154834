import type { Invoice, Payment } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoicesTab } from './invoices-tab';

const payment = (overrides: Partial<Payment>): Payment => ({
  _id: 'p1',
  amount: 2000,
  paymentMode: 'UPI',
  paidAt: '2026-01-06',
  reverses: null,
  recordedBy: { _id: 'u1', name: 'meera manager' },
  createdAt: '2026-01-06T10:00:00.000Z',
  ...overrides,
});

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  _id: 'i1',
  invoiceId: 'INV-2026-000001',
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-10',
  invoiceType: 'RENT',
  status: 'UNPAID',
  totalAmount: 12500,
  paidAmount: 0,
  outstandingAmount: 12500,
  paidAt: null,
  periodStart: '2026-01-05',
  periodEnd: '2026-02-04',
  payments: [],
  ...overrides,
});

// 2,000 by UPI counts; 500 in cash was reversed (the reversal names it): neither of those two shows.
const partPaid = invoice({
  status: 'PARTIAL',
  paidAmount: 2000,
  outstandingAmount: 10500,
  payments: [
    payment({}),
    payment({ _id: 'p2', amount: 500, paymentMode: 'CASH', paidAt: '2026-01-07' }),
    payment({ _id: 'p3', amount: -500, paymentMode: 'CASH', paidAt: '2026-01-08', reverses: 'p2' }),
  ],
});
const unpaid = invoice({ _id: 'i2', invoiceId: 'INV-2026-000002', payments: [] });

afterEach(() => jest.restoreAllMocks());

const render = () => renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the Invoice tab's payments", () => {
  it('lists the payments: invoice, date, amount, mode and who recorded it; a reversed one struck through', async () => {
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([unpaid, partPaid]) });
    render();
    const table = await screen.findByRole('table', { name: 'Payments' });
    await within(table).findByText('₹2,000');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Invoice', 'Date', 'Amount', 'Mode', 'Recorded By', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['INV-2026-000001', 'Jan 06 2026', '₹2,000', 'UPI', 'Meera Manager', 'ReceiptReverse'],
      [
        'INV-2026-000001',
        'Cancelled: Jan 07 2026',
        'Cancelled: ₹500',
        'CashCancelled on Jan 08 2026: no reason given',
        'Meera Manager',
        'Receipt',
      ],
    ]);
    // Struck through, its receipt still there, and no 'Reverse' for it.
    expect(within(rows[1]!).getByText('₹500').closest('s')).not.toBeNull();
    expect(
      within(rows[1]!).getByRole('button', {
        name: 'Cancelled receipt for ₹500 paid on Jan 07 2026 for INV-2026-000001',
      }),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Reverse / })).toHaveLength(1);
  });

  it("asks for a reason before 'Reverse', then sends it and shows the payment cancelled", async () => {
    const user = userEvent.setup();
    let list = [partPaid];
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok(list),
      'POST /payment/i1/reverse': () => {
        const reversal = payment({ _id: 'p4', amount: -2000, paidAt: '2026-01-09', reverses: 'p1' });
        const [first, ...rest] = partPaid.payments;
        const cancelled = {
          ...first!,
          cancelledOn: '2026-01-09',
          cancelReason: 'Recorded on the wrong invoice',
        };
        list = [
          {
            ...partPaid,
            status: 'UNPAID',
            paidAmount: 0,
            outstandingAmount: 12500,
            payments: [cancelled, ...rest, reversal],
          },
        ];
        return ok(list[0], 'Payment reversed successfully');
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Payments' });
    await user.click(
      await within(table).findByRole('button', {
        name: 'Reverse ₹2,000 paid on Jan 06 2026 for INV-2026-000001',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reverse payment' });
    expect(dialog).toHaveTextContent('₹2,000 will be due again.');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/payment/i1/reverse')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Recorded on the wrong invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('Payment reversed successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/payment/i1/reverse')[0]?.body).toEqual({
      paymentId: 'p1',
      note: 'Recorded on the wrong invoice',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(table).findByText('Cancelled on Jan 09 2026: Recorded on the wrong invoice'),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Reverse / })).not.toBeInTheDocument();
    expect(await screen.findByText('Unpaid')).toBeInTheDocument();
  });

  it('says what a part payment did: the amount recorded and what is still due', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /payment/tenant-invoice/t1': () => ok([unpaid]),
      'PATCH /payment/i2/pay': () =>
        ok(
          { ...unpaid, status: 'PARTIAL', paidAmount: 5000, outstandingAmount: 7500 },
          'Marked as Paid Successfully',
        ),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Actions for INV-2026-000002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText('₹5,000 recorded; ₹7,500 still due')).toBeInTheDocument();
    expect(screen.queryByText('Marked as Paid Successfully')).not.toBeInTheDocument();
  });

  const TAKEN = 'This reference (UTR or cheque number) is already recorded in this property.';

  it('sends the reference (UTR or cheque number) and marks the field when the property has it already', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok([unpaid]),
      'PATCH /payment/i2/pay': () => fail(409, TAKEN, { reference: TAKEN }, 'REFERENCE_ALREADY_RECORDED'),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Actions for INV-2026-000002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    await user.type(within(dialog).getByLabelText(/Reference \(UTR or cheque number\)/), 'CHQ-000123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/payment/i2/pay')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/payment/i2/pay')[0]?.body).toMatchObject({ reference: 'CHQ-000123' });
    expect(await within(dialog).findByText(TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reference \(UTR or cheque number\)/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
