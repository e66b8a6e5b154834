// Issue 27: Billing's payments, invoice lines, type and status badges and the 'I have paid' dialog
// in Hindi on the tenant's page; the same badge on staff's Invoices tab stays English.
import type { Invoice, Payment } from '@pgportal/contracts/types';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { MyBilling } from './my-billing';

const payment: Payment = {
  _id: 'p1',
  amount: 2000,
  paymentMode: 'UPI',
  paidAt: '2026-03-06',
  reverses: null,
  recordedBy: { _id: 'u1', name: 'meera manager' },
  reference: '123456789012',
  receiptNumber: 'RCP-2026-000007',
  createdAt: '2026-03-06T10:00:00.000Z',
};

const invoice: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000007',
  invoiceDate: '2026-03-05',
  dueDate: '2026-03-10',
  invoiceType: 'RENT',
  status: 'PARTIAL',
  totalAmount: 12000,
  paidAmount: 2000,
  outstandingAmount: 10000,
  paidAt: null,
  periodStart: '2026-03-05',
  periodEnd: '2026-04-04',
  lines: [{ kind: 'RENT', description: 'Rent', amount: 12000 }],
  payments: [payment],
  claims: [],
  upi: {
    uri: 'upi://pay?pa=sunrisepg%40okaxis&am=10000.00&tn=INV-2026-000007',
    qrDataUrl: 'data:image/png;base64,AAAA',
    payee: { id: 'sunrisepg@okaxis', name: 'Sunrise PG' },
  },
};

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it("reads the payments, the invoice's type, status and lines and the 'I have paid' dialog in Hindi", async () => {
  useLanguage.getState().setLanguage('hi');
  mockApi({ 'GET /payment/my-invoices': () => ok([invoice]) });
  const user = userEvent.setup();
  renderPage(<MyBilling />, { url: '/tenant/billing' });

  const invoices = await screen.findByRole('table', { name: 'मेरे बिल' });
  expect(within(invoices).getByText('किराया')).toBeInTheDocument();
  expect(within(invoices).getByText('आंशिक भुगतान')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'बिल का ब्योरा' })).toBeInTheDocument();

  const payments = screen.getByRole('table', { name: 'मेरे भुगतान' });
  expect(within(payments).getByText('UPI (UTR 123456789012)')).toBeInTheDocument();
  expect(within(payments).getByText('₹2,000')).toBeInTheDocument();
  expect(
    within(payments).getByRole('button', { name: 'INV-2026-000007 के लिए 6 मार्च 2026 को दिए गए ₹2,000 की रसीद' }),
  ).toHaveTextContent('रसीद');

  await user.click(screen.getByRole('button', { name: 'मैंने INV-2026-000007 का भुगतान कर दिया है' }));
  const dialog = await screen.findByRole('dialog', { name: 'मैंने भुगतान कर दिया है' });
  expect(dialog).toHaveTextContent('INV-2026-000007 के लिए ₹10,000।');
  expect(within(dialog).getByLabelText(/UTR \(UPI संदर्भ\)/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/भुगतान का स्क्रीनशॉट/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/UTR/), '12345');
  await user.click(within(dialog).getByRole('button', { name: 'भेजें' }));
  expect(await within(dialog).findByText(/12 अंकों का UPI संदर्भ \(UTR\) लिखें/)).toBeInTheDocument();
});

it("keeps the status badge English on staff's screens while the tenant reads Hindi", () => {
  useLanguage.getState().setLanguage('hi');
  render(<InvoiceStatusBadge status="OVERDUE" />);
  expect(screen.getByText('Overdue')).toBeInTheDocument();
});
