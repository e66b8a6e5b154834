// 'I have paid' with an amount (a part payment) on one invoice, and for everything due with one UTR.
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { MyBilling } from './my-billing';

const payee = { id: 'sunrisepg@okaxis', name: 'Sunrise PG' };
const rent: Invoice = {
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
  upi: { uri: 'upi://pay?am=8500.00&tn=INV-2026-000007', qrDataUrl: 'data:image/png;base64,AAAA', payee },
};
const advance: Invoice = {
  ...rent,
  _id: 'i2',
  invoiceId: 'INV-2026-000008',
  invoiceType: 'ADVANCE',
  status: 'UNPAID',
  totalAmount: 10000.5,
  paidAmount: 0,
  outstandingAmount: 10000.5,
  upi: { ...rent.upi!, uri: 'upi://pay?am=10000.50&tn=INV-2026-000008' },
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
const sent = (api: ReturnType<typeof mockApi>, method: 'POST', path: string) =>
  api.callsTo(method, path)[0]?.body as FormData | undefined;

describe("'I have paid' with an amount", () => {
  it('offers what is outstanding, refuses more, and sends a part as the amount', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/my-invoices': () => ok([rent]),
      'POST /tenant/my-invoices/i1/claims': () =>
        ok(claim({ amount: 5000 }), 'Payment claimed, waiting for confirmation'),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'I have paid INV-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'I have paid' });
    const amount = within(dialog).getByLabelText(/Amount paid/);
    expect(amount).toHaveValue('8500');
    expect(amount).toHaveAccessibleDescription(/Less than ₹8,500 is a part payment/);
    await user.clear(amount);
    await user.type(amount, '8,500.01');
    await user.type(within(dialog).getByLabelText(/UTR/), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('The amount is more than what is outstanding on this invoice.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/tenant/my-invoices/i1/claims')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '5,000');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api, 'POST', '/tenant/my-invoices/i1/claims')!;
    expect([body.get('utr'), body.get('amount')]).toEqual(['412345678901', '5000']);
  });

  it('sends no amount when the tenant paid all that is outstanding', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/my-invoices': () => ok([rent]),
      'POST /tenant/my-invoices/i1/claims': () => ok(claim({}), 'Payment claimed, waiting for confirmation'),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'I have paid INV-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'I have paid' });
    await user.type(within(dialog).getByLabelText(/UTR/), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(api, 'POST', '/tenant/my-invoices/i1/claims')).toBeDefined());
    expect(sent(api, 'POST', '/tenant/my-invoices/i1/claims')!.has('amount')).toBe(false);
  });
});

describe("'I have paid' for everything due", () => {
  it('claims every invoice with one UTR, and a part of the sum as the amount', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /payment/my-invoices': () => ok([rent, advance]),
      'POST /tenant/my-claims': () => ok([claim({})], 'Payment claimed, waiting for confirmation'),
    });
    render();
    const owe = await screen.findByRole('region', { name: 'What you owe' });
    expect(within(owe).getByRole('link', { name: 'Pay ₹18,500.50 in a UPI app' })).toBeInTheDocument();
    await user.click(within(owe).getByRole('button', { name: 'I have paid everything due' }));
    const dialog = await screen.findByRole('dialog', { name: 'I have paid' });
    expect(dialog).toHaveTextContent('INV-2026-000007, INV-2026-000008');
    const amount = within(dialog).getByLabelText(/Amount paid/);
    expect(amount).toHaveValue('18500.50');
    await user.clear(amount);
    await user.type(amount, '18501');
    await user.type(within(dialog).getByLabelText(/UTR/), '5123 4567 8901');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('The amount is more than what is outstanding on these invoices.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = sent(api, 'POST', '/tenant/my-claims')!;
    expect([body.get('utr'), body.get('invoiceIds'), body.get('amount')]).toEqual([
      '512345678901',
      'i1,i2',
      '9000',
    ]);
  });

  it('is not offered while a claim of one of the invoices waits', async () => {
    mockApi({ 'GET /payment/my-invoices': () => ok([{ ...rent, claims: [claim({})] }, advance]) });
    render();
    const owe = await screen.findByRole('region', { name: 'What you owe' });
    expect(within(owe).getByRole('link', { name: /in a UPI app/ })).toBeInTheDocument();
    expect(within(owe).queryByRole('button', { name: 'I have paid everything due' })).not.toBeInTheDocument();
  });

  it('says when a claim was closed by a payment recorded another way', async () => {
    mockApi({
      'GET /payment/my-invoices': () =>
        ok([{ ...rent, claims: [claim({ status: 'SETTLED', amount: 2000 })] }]),
    });
    render();
    const card = await screen.findByRole('region', { name: 'Pay INV-2026-000007' });
    expect(
      within(card).getByText(
        'Your payment claim (UTR 412345678901) was closed: the payment was recorded another way.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'I have paid INV-2026-000007' })).toBeInTheDocument();
  });
});
