import type { AuditEntryAnswer, AuditListAnswer } from '@pgportal/contracts/responses';
import { mockApi, ok, renderPage, signInAs } from '@pgportal/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditPage from './audit-page';

afterEach(() => jest.restoreAllMocks());

const rentChange: AuditEntryAnswer = {
  _id: 'a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  actor: { kind: 'USER', id: 'u1', name: 'Demo Manager', email: 'manager@example.com' },
  objectType: 'ASSIGNMENT',
  objectId: 's1',
  action: 'RENT_CHANGE',
  propertyId: 'p1',
  propertyName: 'East PG',
  tenantId: 't1',
  changes: [{ field: 'rent', before: 8000, after: 9500, money: true }],
};
const roomAdded: AuditEntryAnswer = {
  ...rentChange,
  _id: 'a2',
  objectType: 'ROOM',
  action: 'CREATE',
  propertyId: 'p2',
  propertyName: 'West PG',
  changes: [{ field: 'roomNumber', before: null, after: '101', money: false }],
};
const page = (entries: AuditEntryAnswer[], number = 1, totalPages = 1): AuditListAnswer => ({
  entries,
  pagination: { page: number, limit: 20, total: totalPages * 20, totalPages },
});

function world() {
  signInAs.staff('OWNER');
  return mockApi({
    'GET /audit/': (request) => {
      if (request.query.get('page') === '2') return ok(page([roomAdded], 2, 2));
      if (request.query.get('objectType') === 'EXPENSE') return ok(page([]));
      if (request.query.get('propertyId') === 'p2') return ok(page([roomAdded]));
      return ok(page([rentChange], 1, 2));
    },
    'GET /property/all-propertis': () =>
      ok([
        { _id: 'p1', name: 'East PG' },
        { _id: 'p2', name: 'West PG' },
      ]),
    'GET /user/all-users': () => ok([{ _id: 'u1', name: 'Demo Manager', email: 'manager@example.com' }]),
  });
}

describe('the Audit log page', () => {
  it('finds a person among more staff than the Person filter lists, and names an older one it is set to', async () => {
    signInAs.staff('OWNER');
    const staff = Array.from({ length: 100 }, (_, index) => ({
      _id: `u${index}`,
      name: `Manager ${index}`,
      email: `m${index}@example.com`,
    }));
    const api = mockApi({
      'GET /audit/': () => ok(page([rentChange])),
      'GET /property/all-propertis': () => ok([]),
      'GET /user/all-users': (request) =>
        ok(
          request.query.get('search') === 'kavya'
            ? [{ _id: 'u900', name: 'Kavya Rao', email: 'kavya@example.com' }]
            : staff,
        ),
    });
    const user = userEvent.setup();
    renderPage(<AuditPage />, { url: '/app/audit' });
    await user.type(await screen.findByRole('searchbox', { name: 'Find a person' }), 'kavya');
    const person = screen.getByRole('combobox', { name: 'Person' });
    await waitFor(() =>
      expect(
        within(person).getByRole('option', { name: 'Kavya Rao (kavya@example.com)' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(person, 'Kavya Rao (kavya@example.com)');
    await waitFor(() => expect(api.callsTo('GET', '/audit/').at(-1)?.query.get('actor')).toBe('u900'));
  });

  it('says a capped total is a lower bound', async () => {
    signInAs.staff('OWNER');
    mockApi({
      'GET /audit/': () =>
        ok({
          entries: [rentChange],
          pagination: { page: 1, limit: 20, total: 1000, totalPages: 50, capped: true },
        }),
      'GET /property/all-propertis': () => ok([]),
      'GET /user/all-users': () => ok([]),
    });
    renderPage(<AuditPage />, { url: '/app/audit' });
    expect(await screen.findByText('Page 1 of 50 · 1000 changes or more')).toBeInTheDocument();
  });

  it('shows who changed what, with before and after as the History tab does, and the property', async () => {
    world();
    renderPage(<AuditPage />, { url: '/app/audit' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Rent: ₹8,000 → ₹9,500')).toBeInTheDocument();
    expect(within(table).getByText('Bed assignment rent changed')).toBeInTheDocument();
    expect(within(table).getByText('manager@example.com')).toBeInTheDocument();
    expect(await within(table).findByText('East PG')).toBeInTheDocument();
  });

  it('filters by property, object, person and days, back on the first page', async () => {
    const api = world();
    renderPage(<AuditPage />, { url: '/app/audit' });
    await screen.findByText('Rent: ₹8,000 → ₹9,500');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Room number: 101');
    await waitFor(() => expect(screen.getByRole('option', { name: 'West PG' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property' }), 'West PG');
    await waitFor(() => expect(api.callsTo('GET', '/audit/').at(-1)?.query.get('propertyId')).toBe('p2'));
    expect(api.callsTo('GET', '/audit/').at(-1)?.query.get('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Object' }), 'Expense');
    expect(
      await screen.findByText('No changes match these filters. Widen the dates or clear a filter.'),
    ).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Person' }),
      'Demo Manager (manager@example.com)',
    );
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => {
      const query = api.callsTo('GET', '/audit/').at(-1)!.query;
      expect([query.get('objectType'), query.get('actor'), query.get('from'), query.get('to')]).toEqual([
        'EXPENSE',
        'u1',
        '2026-11-01',
        '2026-11-30',
      ]);
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.callsTo('GET', '/audit/').at(-1)?.query.get('propertyId')).toBeNull());
  });
});
