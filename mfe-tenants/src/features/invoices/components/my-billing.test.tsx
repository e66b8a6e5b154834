import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { MyBilling } from './my-billing';

const payee = { id: 'sunrisepg@okaxis', name: 'Sunrise PG' };
const base: Invoice = {
  _id: 'i1',
  invoiceId: 'INV-2026-000007',
  invoiceDate: '2026-03-05',
  dueDate: '2026-03-10',
  invoiceType: 'RENT',
  status: 'PARTIAL',
  totalAmount: 9500,
  paidAmount: 1000,
  outstandingAmount: 8500,
  paidAt: null,
  periodStart: '2026-03-05',
  periodEnd: '2026-04-04',
  payments: [],
  claims: [],
  upi: {
    uri: 'upi://pay?pa=sunrisepg%40okaxis&pn=Sunrise%20PG&am=8500.00&cu=INR&tn=INV-2026-000007',
    qrDataUrl: 'data:image/png;base64,AAAA',
    payee,
  },
};
const advance: Invoice = {
  ...base,
  _id: 'i2',
  invoiceId: 'INV-2026-000008',
  invoiceType: 'ADVANCE',
  status: 'UNPAID',
  dueDate: '2026-03-12',
  totalAmount: 10000,
  paidAmount: 0,
  outstandingAmount: 10000,
  upi: { ...base.upi!, uri: 'upi://pay?am=10000.00&tn=INV-2026-000008' },
};
const claim = (overrides: Partial<PaymentClaim>): PaymentClaim => ({
  _id: 'c1',
  utr: '412345678901',
  amount: 8500,
  status: 'OPEN',
  screenshot: null,
  reason: '',
  claimedOn: '2026-03-08',
  createdAt: '2026-03-08T05:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());
const render = () => renderPage(<MyBilling />, { url: '/tenant/billing' });

describe('the tenant’s Billing page', () => {
  it("makes 'Pay ₹X in a UPI app' the main button of each invoice, the QR code behind 'Scan from another phone'", async () => {
    const settled: Invoice = {
      ...base,
      _id: 'i0',
      invoiceId: 'INV-2026-000001',
      status: 'PAID',
      outstandingAmount: 0,
      upi: null,
    };
    mockApi({ 'GET /payment/my-invoices': () => ok([base, settled]) });
    render();
    expect(await screen.findByText('₹8,500', { selector: 'strong' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Pay INV-2026-000007' });
    expect(within(card).getByRole('link', { name: 'Pay ₹8,500 in a UPI app' })).toHaveAttribute(
      'href',
      base.upi!.uri,
    );
    const qr = within(card).getByRole('img', { name: 'UPI QR code to pay ₹8,500 for INV-2026-000007' });
    expect(qr).not.toBeVisible();
    await userEvent.click(within(card).getByText('Scan from another phone'));
    expect(qr).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pay INV-2026-000001' })).not.toBeInTheDocument();
    // One invoice due: its button is the only one.
    expect(screen.getAllByRole('link', { name: /in a UPI app/ })).toHaveLength(1);
  });

  it('pays everything due with one link: the same payee, the sum, a note naming the invoices', async () => {
    mockApi({ 'GET /payment/my-invoices': () => ok([base, advance]) });
    render();
    const owe = await screen.findByRole('region', { name: 'What you owe' });
    expect(within(owe).getByRole('link', { name: 'Pay ₹18,500 in a UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=sunrisepg%40okaxis&pn=Sunrise%20PG&am=18500.00&cu=INR&tn=INV-2026-000007%2C000008',
    );
  });

  it('says so when the property has no UPI ID, instead of a button', async () => {
    mockApi({ 'GET /payment/my-invoices': () => ok([{ ...base, upi: null }]) });
    render();
    expect(await screen.findByText(/Your PG has no UPI ID set up yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in a UPI app/ })).not.toBeInTheDocument();
  });

  it("takes the UTR with 'I have paid', refusing one that is not 12 digits, then shows the claim waiting", async () => {
    const user = userEvent.setup();
    let list = [base];
    const api = mockApi({
      'GET /payment/my-invoices': () => ok(list),
      'POST /tenant/my-invoices/i1/claims': () => {
        list = [{ ...base, claims: [claim({})] }];
        return ok(claim({}), 'Payment claimed, waiting for confirmation');
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'I have paid INV-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'I have paid' });
    await user.type(within(dialog).getByLabelText(/UTR/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Enter the 12-digit UPI reference/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/tenant/my-invoices/i1/claims')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/UTR/));
    await user.type(within(dialog).getByLabelText(/UTR/), '4123 4567 8901');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.callsTo('POST', '/tenant/my-invoices/i1/claims')[0]?.body as FormData;
    expect(sent.get('utr')).toBe('412345678901');
    const card = screen.getByRole('region', { name: 'Pay INV-2026-000007' });
    expect(await within(card).findByText(/Payment claimed, waiting for confirmation/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /I have paid/ })).not.toBeInTheDocument();
  });

  it('shows why a claim was rejected, and lets the tenant claim again', async () => {
    const rejected = claim({ status: 'REJECTED', reason: 'No such UTR in our bank' });
    mockApi({ 'GET /payment/my-invoices': () => ok([{ ...base, claims: [rejected] }]) });
    render();
    expect(await screen.findByText(/was rejected: No such UTR in our bank/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have paid INV-2026-000007' })).toBeInTheDocument();
  });

  it('says nothing is owed when every invoice is paid', async () => {
    mockApi({ 'GET /payment/my-invoices': () => ok([]) });
    render();
    expect(await screen.findByText('You owe nothing. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by UPI' })).not.toBeInTheDocument();
  });
});
