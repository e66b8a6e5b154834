import type { AuditEntryAnswer } from '@pgportal/contracts/responses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { HistoryTab } from './history-tab';

afterEach(() => jest.restoreAllMocks());

const rentChange: AuditEntryAnswer = {
  _id: 'a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  actor: { kind: 'USER', id: 'u1', name: 'Demo Manager', email: 'manager@example.com' },
  objectType: 'ASSIGNMENT',
  objectId: 's1',
  action: 'RENT_CHANGE',
  propertyId: 'p1',
  propertyName: 'Sunrise PG',
  tenantId: 't1',
  changes: [
    { field: 'rent', before: 8000, after: 12500.5, money: true },
    { field: 'effectiveDate', before: null, after: '2026-12-01', money: false },
    { field: 'invoiceId', before: null, after: 'i-hidden', money: false },
  ],
};
const byJob: AuditEntryAnswer = {
  ...rentChange,
  _id: 'a2',
  actor: { kind: 'SYSTEM', id: null, name: 'System', email: null },
  objectType: 'TENANT',
  action: 'UPDATE',
  changes: [
    {
      field: 'legalDocument',
      before: null,
      after: { type: 'PASSPORT', number: 'XXXXXXX3210' },
      money: false,
    },
  ],
};
const page = (entries: AuditEntryAnswer[], number: number, totalPages: number) =>
  ok({ entries, pagination: { page: number, limit: 20, total: totalPages * 20, totalPages } });

const render = () => renderPage(<HistoryTab tenantId="t1" />, { url: '/app/tenants/view/t1' });

describe('the History tab', () => {
  it('shows when, who, what and each change as "field: before → after", money in rupees', async () => {
    mockApi({ 'GET /tenant/t1/history': () => page([rentChange, byJob], 1, 1) });
    render();
    const table = await screen.findByRole('table', { name: 'History' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Demo Manager')).toBeInTheDocument();
    expect(within(first!).getByText('manager@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('Bed assignment rent changed')).toBeInTheDocument();
    expect(within(first!).getByText('Rent: ₹8,000 → ₹12,500.50')).toBeInTheDocument();
    expect(within(first!).getByText('Effective date: 2026-12-01')).toBeInTheDocument();
    expect(within(first!).getByText(/^Nov 20 2026, 03:30 pm$/i)).toBeInTheDocument();
    expect(within(first!).queryByText(/i-hidden/)).not.toBeInTheDocument();
    expect(within(second!).getByText('System')).toBeInTheDocument();
    expect(
      within(second!).getByText('Legal document: Type PASSPORT, Number XXXXXXX3210'),
    ).toBeInTheDocument();
  });

  it('says so when nothing was recorded', async () => {
    mockApi({ 'GET /tenant/t1/history': () => page([], 1, 0) });
    render();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('pages with the kit’s pager', async () => {
    const api = mockApi({
      'GET /tenant/t1/history': (request) =>
        request.query.get('page') === '2' ? page([byJob], 2, 2) : page([rentChange], 1, 2),
    });
    render();
    await screen.findByText('Rent: ₹8,000 → ₹12,500.50');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('System')).toBeInTheDocument();
    expect(api.callsTo('GET', '/tenant/t1/history').at(-1)?.query.get('limit')).toBe('20');
    expect(screen.getByText('Page 2 of 2 · 40 changes')).toBeInTheDocument();
  });
});
