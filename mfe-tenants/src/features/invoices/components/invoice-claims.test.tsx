import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoicesTab } from './invoices-tab';

const claim = (overrides: Partial<PaymentClaim>): PaymentClaim => ({
  _id: 'c1',
  utr: '412345678901',
  amount: 12500,
  status: 'OPEN',
  screenshot: { url: '/api/v1/files/payment-screenshots/abc.png' },
  reason: '',
  claimedOn: '2026-01-08',
  createdAt: '2026-01-08T05:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const invoice: Invoice = {
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
  claims: [claim({})],
};

afterEach(() => jest.restoreAllMocks());
const render = () => renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });

describe("the Invoice tab's payment claims", () => {
  it('shows each claim: invoice, UTR, amount, when, the screenshot, and Confirm that records it', async () => {
    const user = userEvent.setup();
    let list = [invoice];
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok(list),
      'POST /payment/i1/claims/c1/confirm': () => {
        const paid: Invoice = {
          ...invoice,
          status: 'PAID',
          paidAmount: 12500,
          outstandingAmount: 0,
          paidAt: '2026-01-08',
          claims: [claim({ status: 'CONFIRMED', decidedAt: '2026-01-09T05:00:00.000Z' })],
        };
        list = [paid];
        return ok(paid, 'Payment confirmed');
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Payment claims' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('INV-2026-000001');
    expect(row).toHaveTextContent('412345678901');
    expect(row).toHaveTextContent('₹12,500');
    expect(row).toHaveTextContent('8 Jan 2026');
    expect(within(row!).getByRole('link', { name: /View screenshot/ })).toHaveAttribute(
      'href',
      '/api/v1/files/payment-screenshots/abc.png',
    );
    await user.click(
      within(row!).getByRole('button', { name: 'Confirm ₹12,500 for INV-2026-000001, UTR 412345678901' }),
    );
    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/payment/i1/claims/c1/confirm')).toHaveLength(1);
    expect(await within(table).findByText('Confirmed')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('asks for a reason before rejecting a claim, and sends it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/tenant-invoice/t1': () => ok([invoice]),
      'POST /payment/i1/claims/c1/reject': () =>
        ok(
          { ...invoice, claims: [claim({ status: 'REJECTED', reason: 'Not received' })] },
          'Payment claim rejected',
        ),
    });
    render();
    await user.click(await screen.findByRole('button', { name: /^Reject ₹12,500/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment claim' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the claim is rejected')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Not received');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/payment/i1/claims/c1/reject')[0]?.body).toEqual({ reason: 'Not received' });
  });

  it('shows no claims section when there are none', async () => {
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([{ ...invoice, claims: [] }]) });
    render();
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('table', { name: 'Payment claims' })).not.toBeInTheDocument();
  });

  it('shows the rows of one transfer together with its total, and a claim closed by another payment', async () => {
    const advance: Invoice = {
      ...invoice,
      _id: 'i2',
      invoiceId: 'INV-2026-000002',
      invoiceType: 'ADVANCE',
      invoiceDate: '2026-01-04',
      claims: [claim({ _id: 'c2', amount: 5000, utr: '512345678901' })],
    };
    const older: Invoice = {
      ...invoice,
      _id: 'i0',
      invoiceId: 'INV-2025-000099',
      invoiceDate: '2025-12-05',
      claims: [
        claim({ _id: 'c3', utr: '612345678901', amount: 2000, status: 'SETTLED', createdAt: '2025-12-08T05:00:00.000Z' }),
      ],
    };
    const rent: Invoice = { ...invoice, claims: [claim({ utr: '512345678901', amount: 7500.5 })] };
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([rent, older, advance]) });
    render();
    const table = await screen.findByRole('table', { name: 'Payment claims' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'INV-2026-000002',
      'INV-2026-000001',
      'INV-2025-000099',
    ]);
    for (const row of rows.slice(0, 2)) expect(row).toHaveTextContent('One transfer: ₹12,500.50 for 2 invoices');
    expect(rows[2]).toHaveTextContent('Closed: paid another way');
    expect(rows[2]).not.toHaveTextContent('One transfer');
    expect(within(rows[2]!).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });
});
