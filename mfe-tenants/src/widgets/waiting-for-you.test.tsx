import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitingAnswer, WaitingItemAnswer } from '@pgportal/contracts/responses';
import { deferred, mockApi, ok, renderPage, signInAs } from '@pgportal/testing';
import { WaitingForYou } from './waiting-for-you';

afterEach(() => jest.restoreAllMocks());

const item = (overrides: Partial<WaitingItemAnswer>): WaitingItemAnswer => ({
  kind: 'CLAIM',
  _id: 'c1',
  propertyId: 'p1',
  propertyName: 'Sunrise PG',
  tenantId: 't1',
  tenantName: 'asha rao',
  at: '2026-11-28T10:00:00.000Z',
  amount: 9500.5,
  reference: '111122223333',
  invoiceId: 'i1',
  invoiceNumber: 'INV-2026-000001',
  ...overrides,
});
const ITEMS = [
  item({}),
  item({
    kind: 'STATEMENT_LINE',
    _id: 's1',
    tenantId: null,
    tenantName: null,
    amount: 5000,
    reference: '998877665544',
    invoiceId: null,
    invoiceNumber: null,
  }),
  item({
    kind: 'NOTICE',
    _id: 'n1',
    amount: null,
    reference: '2027-01-08',
    invoiceId: null,
    invoiceNumber: null,
  }),
  item({
    kind: 'OVERDUE',
    _id: 'i9',
    tenantId: 't2',
    tenantName: 'ravi kumar',
    amount: 6000,
    reference: 'INV-2026-000009',
    invoiceNumber: 'INV-2026-000009',
  }),
];
const answer = (items: WaitingItemAnswer[], scope: 'current' | 'all' = 'current'): WaitingAnswer => ({
  scope,
  counts: {
    claims: 1,
    statementLines: 1,
    notices: 1,
    exitDisputes: 0,
    complaints: 0,
    overdue: 1,
    total: items.length,
  },
  items,
});

describe('Waiting for you', () => {
  it('says what waits, each row opening the place to act on it', async () => {
    signInAs.staff('MANAGER');
    mockApi({ 'GET /waiting/': () => ok(answer(ITEMS)) });
    renderPage(<WaitingForYou />, { url: '/app/dashboard' });
    expect(await screen.findByRole('region', { name: 'Waiting for you (4)' })).toBeInTheDocument();
    expect(
      screen.getByText(/says they paid ₹9,500.50 for INV-2026-000001, UTR 111122223333/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Asha Rao' })[0]).toHaveAttribute(
      'href',
      '/app/tenants/view/t1',
    );
    expect(screen.getByRole('link', { name: 'Review the ₹5,000 credit on Reconcile' })).toHaveAttribute(
      'href',
      '/app/reconcile',
    );
    // the first three rows; the fourth under 'Show all 4', and back
    expect(screen.queryByRole('link', { name: 'See Ravi Kumar on Dues' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show all 4' }));
    expect(screen.getByRole('link', { name: 'See Ravi Kumar on Dues' })).toHaveAttribute('href', '/app/dues');
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Open Asha Rao’s page' })).toHaveAttribute(
      'href',
      '/app/tenants/view/t1',
    );
    expect(screen.queryByRole('checkbox', { name: 'All my properties' })).not.toBeInTheDocument();
  });

  it('keeps its size while the rows load, the placeholder hidden from readers', async () => {
    signInAs.staff('MANAGER');
    const held = deferred<void>();
    mockApi({ 'GET /waiting/': async () => (await held.promise, ok(answer(ITEMS))) });
    renderPage(<WaitingForYou />, { url: '/app/dashboard' });
    const card = screen.getByRole('region', { name: 'Waiting for you' });
    const placeholder = within(card).getByRole('list', { hidden: true });
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(within(placeholder).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    held.resolve();
    expect(await screen.findByRole('region', { name: 'Waiting for you (4)' })).toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-hidden');
  });

  it('shows a Form III report due in India time, with the hours left or overdue in red', async () => {
    signInAs.staff('MANAGER');
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T12:00:00.000Z'));
    const due = [
      item({
        kind: 'FORM3',
        _id: 'f1',
        at: '2026-11-30T18:00:00.000Z',
        amount: null,
        reference: 'ARRIVAL',
        invoiceId: null,
        invoiceNumber: null,
      }),
      item({
        kind: 'FORM3',
        _id: 'f2',
        tenantId: 't2',
        tenantName: 'ravi kumar',
        at: '2026-11-30T09:00:00.000Z',
        amount: null,
        reference: 'DEPARTURE',
        invoiceId: null,
        invoiceNumber: null,
      }),
    ];
    mockApi({ 'GET /waiting/': () => ok(answer(due)) });
    renderPage(<WaitingForYou />, { url: '/app/dashboard' });
    expect(await screen.findByText(/arrival report, by 30 Nov 2026, 23:30 IST/)).toBeInTheDocument();
    expect(screen.getByText('(6 hours left)')).toBeInTheDocument();
    expect(screen.getByText(/departure report, by 30 Nov 2026, 14:30 IST/)).toBeInTheDocument();
    expect(screen.getByText('(overdue by 3 hours)')).toHaveClass('overdue');
    expect(screen.getByRole('link', { name: 'Open Ravi Kumar’s page' })).toHaveAttribute(
      'href',
      '/app/tenants/view/t2',
    );
    // the data sheet as a PDF, from the row (issue 45)
    expect(screen.getByRole('link', { name: 'Ravi Kumar’s Form III sheet (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/tenant/t2/documents/form3',
    );
  });

  it('shows a police verification due on its day in India, overdue after it', async () => {
    signInAs.staff('MANAGER');
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T12:00:00.000Z'));
    const police = (id: string, day: string, tenantName: string) =>
      item({
        kind: 'POLICE',
        _id: id,
        tenantId: id,
        tenantName,
        at: new Date(`${day}T00:00:00+05:30`).toISOString(),
        amount: null,
        reference: day,
        invoiceId: null,
        invoiceNumber: null,
      });
    mockApi({
      'GET /waiting/': () =>
        ok(answer([police('p1', '2026-11-27', 'asha rao'), police('p2', '2026-12-07', 'ravi kumar')])),
    });
    renderPage(<WaitingForYou />, { url: '/app/dashboard' });
    const late = (await screen.findByText(/, by 27 Nov 2026/)).closest('p')!;
    expect(late).toHaveTextContent('Police verification due: Asha Rao, by 27 Nov 2026 (overdue)');
    expect(screen.getByText('(overdue)')).toHaveClass('overdue');
    const soon = screen.getByText(/, by 7 Dec 2026/).closest('p')!;
    expect(soon).toHaveTextContent('Police verification due: Ravi Kumar, by 7 Dec 2026');
    expect(soon).not.toHaveTextContent('overdue');
    expect(screen.getByRole('link', { name: 'Open Ravi Kumar’s page' })).toHaveAttribute(
      'href',
      '/app/tenants/view/p2',
    );
  });

  it('confirms a claim from its row, and the list is read again', async () => {
    signInAs.staff('MANAGER');
    let items = ITEMS;
    const api = mockApi({
      'GET /waiting/': () => ok(answer(items)),
      'POST /payment/i1/claims/c1/confirm': () => {
        items = ITEMS.slice(1);
        return ok({ _id: 'i1' }, 'Payment confirmed');
      },
    });
    renderPage(<WaitingForYou />, { url: '/app/dashboard' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm ₹9,500.50 for INV-2026-000001, UTR 111122223333' }),
    );
    expect(api.callsTo('POST', '/payment/i1/claims/c1/confirm')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/says they paid/)).not.toBeInTheDocument());
  });

  it('rejects a claim with the reason the tenant will read', async () => {
    signInAs.staff('MANAGER');
    const api = mockApi({
      'GET /waiting/': () => ok(answer(ITEMS)),
      'POST /payment/i1/claims/c1/reject': () => ok({ _id: 'i1' }, 'Payment claim rejected'),
    });
    renderPage(<WaitingForYou />, { url: '/app/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: /^Reject ₹9,500.50/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payment claim' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'No such UTR in our account',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST', '/payment/i1/claims/c1/reject')).toHaveLength(1));
    expect(api.callsTo('POST', '/payment/i1/claims/c1/reject')[0]!.body).toEqual({
      reason: 'No such UTR in our account',
    });
  });

  it('shows every property the person runs when asked, each row naming its property', async () => {
    signInAs.staff('OWNER');
    const api = mockApi({
      'GET /waiting/': (request) =>
        request.query.get('scope') === 'all'
          ? ok(answer([item({ propertyName: 'Lakeview Hostel' })], 'all'))
          : ok(answer([])),
    });
    renderPage(<WaitingForYou />, { url: '/app/dashboard' });
    expect(await screen.findByText('Nothing is waiting for you.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'All my properties' }));
    expect(await screen.findByText('(Lakeview Hostel)')).toBeInTheDocument();
    expect(api.calls.some((call) => call.query.get('scope') === 'all')).toBe(true);
  });
});
