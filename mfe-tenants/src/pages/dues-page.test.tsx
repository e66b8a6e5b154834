import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DueAnswer } from '@pgportal/contracts/responses';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import DuesPage from './dues-page';

afterEach(() => jest.restoreAllMocks());

const UPI = 'upi://pay?pa=sunrise%40okaxis&pn=Sunrise%20PG&am=19500.50&cu=INR&tn=INV-2026-000001';
const due = (overrides: Partial<DueAnswer> = {}): DueAnswer => ({
  tenant: { _id: 't1', fullName: 'asha rao', phoneNumber: '9876543210' },
  room: { roomNumber: '101', bedNumber: 2 },
  amount: 19500.5,
  dueDate: '2026-11-05',
  daysOverdue: 20,
  lastReminder: null,
  invoice: {
    _id: 'i1',
    invoiceId: 'INV-2026-000001',
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-05',
    totalAmount: 9500.5,
    outstandingAmount: 9500.5,
  },
  upiUri: UPI,
  ...overrides,
});
const asha = due();
const ravi = due({
  tenant: { _id: 't2', fullName: 'ravi kumar', phoneNumber: '9123456780' },
  amount: 6000,
  daysOverdue: 0,
  dueDate: '2026-11-30',
  lastReminder: { channel: 'WHATSAPP', sentAt: '2026-11-20T10:00:00.000Z' },
  upiUri: null,
});

const page = (data: DueAnswer[]) => ({
  body: {
    success: true,
    message: 'Dues fetched',
    data,
    pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 },
  },
});
const totals = () => ok({ outstandingAmount: 25500.5, overdueAmount: 19500.5, tenants: 2 });
const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('the Dues page', () => {
  it('shows the totals and each tenant who owes with room, amount, days overdue and last reminder', async () => {
    mockApi({ 'GET /payment/dues': () => page([asha, ravi]), 'GET /payment/dues/totals': totals });
    renderPage(<DuesPage />, { url: '/app/dues' });
    await screen.findByText('Asha Rao');
    expect(
      within(screen.getByRole('region', { name: 'Total Outstanding' })).getByText('₹25,500.50'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Overdue Amount' })).getByText('₹19,500.50'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Tenants who owe' })).getByText('2'),
    ).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('101/2')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('₹19,500.50')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('20 days')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText(/\(WhatsApp\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export invoices (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/export/invoices.csv',
    );
    expect(screen.getByRole('link', { name: 'Export payments (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/export/payments.csv',
    );
  });

  it('links Remind on WhatsApp to the tenant’s number with amount, due date and UPI link, and records it', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /payment/dues': () => page([asha]),
      'GET /payment/dues/totals': totals,
      'POST /tenant/t1/reminders': () => ({
        status: 201,
        ...ok({ _id: 'r1', channel: 'WHATSAPP', sentAt: '2026-11-25T10:00:00.000Z' }),
      }),
    });
    renderPage(<DuesPage />, { url: '/app/dues' });
    await screen.findByText('Asha Rao');
    const link = within(rowOf('Asha Rao')).getByRole('link', { name: 'Remind on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919876543210');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('₹19,500.50');
    expect(text).toContain('5 Nov 2026');
    expect(text).toContain(UPI);
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/tenant/t1/reminders',
      body: { channel: 'WHATSAPP' },
    });
  });

  it('asks for overdue only and searches', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /payment/dues': () => page([asha]),
      'GET /payment/dues/totals': totals,
    });
    renderPage(<DuesPage />, { url: '/app/dues' });
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('overdue')).toBe('true'));
    await user.type(screen.getByRole('searchbox', { name: 'Search dues' }), 'asha');
    await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('asha'));
  });

  it('opens Mark as Paid on the oldest invoice of the row', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /payment/dues': () => page([asha]), 'GET /payment/dues/totals': totals });
    renderPage(<DuesPage />, { url: '/app/dues' });
    await screen.findByText('Asha Rao');
    await user.click(within(rowOf('Asha Rao')).getByRole('button', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    expect(within(dialog).getByText(/INV-2026-000001/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('9500.5');
  });

  it('reads Claimed · waiting with the UTR on a row whose tenant says they paid, and confirms it there', async () => {
    const user = userEvent.setup();
    const claimed = due({
      claim: { _id: 'c1', invoice: { _id: 'i1', invoiceId: 'INV-2026-000001' }, utr: '111122223333', amount: 9500.5 },
    });
    const api = mockApi({
      'GET /payment/dues': () => page([claimed, ravi]),
      'GET /payment/dues/totals': totals,
      'POST /payment/i1/claims/c1/confirm': () => ok({ _id: 'i1' }, 'Payment confirmed'),
    });
    renderPage(<DuesPage />, { url: '/app/dues' });
    await screen.findByText('Asha Rao');
    const row = rowOf('Asha Rao');
    expect(within(row).getByText('Claimed · waiting')).toBeInTheDocument();
    expect(within(row).getByText('UTR 111122223333')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Remind on WhatsApp/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/app/tenants/view/t1');
    expect(within(rowOf('Ravi Kumar')).getByRole('link', { name: /Remind on WhatsApp/ })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Confirm ₹9,500.50 claimed by Asha Rao, UTR 111122223333' }));
    await waitFor(() => expect(api.callsTo('POST', '/payment/i1/claims/c1/confirm')).toHaveLength(1));
  });
});
