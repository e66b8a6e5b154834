import type { Invoice, Payment } from '@pgportal/contracts/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { InvoicesTab } from './invoices-tab';
import { MyBilling } from './my-billing';

const payment = (overrides: Partial<Payment>): Payment => ({
  _id: 'p1',
  amount: 2000,
  paymentMode: 'UPI',
  paidAt: '2026-01-06',
  reverses: null,
  recordedBy: { _id: 'u1', name: 'meera manager' },
  reference: '123456789012',
  receiptNumber: 'RCP-2026-000007',
  createdAt: '2026-01-06T10:00:00.000Z',
  ...overrides,
});

// 2,000 by UPI counts; 500 in cash was reversed ('Paid twice'): its receipt is cancelled, the
// reversal has none.
const partPaid: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000001',
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-10',
  invoiceType: 'RENT',
  status: 'PARTIAL',
  totalAmount: 12500,
  paidAmount: 2000,
  outstandingAmount: 10500,
  paidAt: null,
  periodStart: '2026-01-05',
  periodEnd: '2026-02-04',
  payments: [
    payment({}),
    payment({
      _id: 'p2',
      amount: 500,
      paymentMode: 'CASH',
      receiptNumber: 'RCP-2026-000008',
      reference: null,
      cancelledOn: '2026-01-08',
      cancelReason: 'Paid twice',
    }),
    payment({
      _id: 'p3',
      amount: -500,
      paymentMode: 'CASH',
      reverses: 'p2',
      receiptNumber: null,
      reference: null,
    }),
  ],
};

/** The links the page clicks to download, by href and file name. */
function spyOnDownloads() {
  const downloads: Array<{ href: string; download: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return downloads;
}

afterEach(() => jest.restoreAllMocks());

const RECEIPT_NAME = 'Receipt for ₹2,000 paid on Jan 06 2026 for INV-2026-000001';

describe('receipts on screen', () => {
  it("the staff Invoice tab's payments each have a 'Receipt' that downloads its PDF", async () => {
    mockApi({ 'GET /payment/tenant-invoice/t1': () => ok([partPaid]) });
    const downloads = spyOnDownloads();
    renderPage(<InvoicesTab tenantId="t1" />, { url: '/app/tenants/view/t1' });
    const table = await screen.findByRole('table', { name: 'Payments' });
    const receipts = within(table).getAllByRole('button', { name: /^Receipt for / });
    expect(receipts).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /^Cancelled receipt for / })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: RECEIPT_NAME }));
    expect(downloads).toEqual([{ href: '/api/v1/payment/receipt/p1', download: 'RCP-2026-000007.pdf' }]);
  });

  it("the tenant's Billing page lists their payments, each with its 'Receipt', a reversed one struck through", async () => {
    mockApi({ 'GET /payment/my-invoices': () => ok([{ ...partPaid, upi: null }]) });
    const downloads = spyOnDownloads();
    renderPage(<MyBilling />, { url: '/tenant/billing' });
    const table = await screen.findByRole('table', { name: 'My payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('UPI (UTR 123456789012)')).toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: RECEIPT_NAME }));
    expect(downloads).toEqual([{ href: '/api/v1/payment/receipt/p1', download: 'RCP-2026-000007.pdf' }]);

    // The reversed payment stays: struck through, read as cancelled, with the day and the reason.
    const cancelled = rows[1]!;
    expect(within(cancelled).getByText('₹500').closest('s')).toHaveTextContent('Cancelled: ₹500');
    expect(within(cancelled).getByText('Jan 06 2026').closest('s')).not.toBeNull();
    expect(within(cancelled).getByText('Cancelled on Jan 08 2026: Paid twice')).toBeInTheDocument();
    await userEvent.click(
      within(cancelled).getByRole('button', {
        name: 'Cancelled receipt for ₹500 paid on Jan 06 2026 for INV-2026-000001',
      }),
    );
    expect(downloads.at(-1)).toEqual({
      href: '/api/v1/payment/receipt/p2',
      download: 'RCP-2026-000008.pdf',
    });
  });
});
