import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { monthlyFrom } from '../features/expenses/components/expense-options';
import ExpensesPage from './expenses-page';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const expense = {
  _id: 'e1',
  propertyId: 'p1',
  category: 'GROCERIES',
  amount: 1234.5,
  date: '2026-03-05',
  paymentMode: 'UPI',
  paidTo: 'Sharma Kirana',
  note: '',
  bill: { url: '/api/v1/expense/e1/bill', name: 'kirana.pdf', type: 'application/pdf' },
  recurringId: null,
  meterReadingId: null,
  createdAt: '2026-03-05T10:00:00.000Z',
};
const listAnswer = {
  month: '2026-03',
  expenses: [expense],
  totals: { total: 126734.5, count: 2, byCategory: { GROCERIES: 1234.5, SALARIES: 125500, WATER: 0 } },
  pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
};

describe('the Expenses page', () => {
  it('shows the month’s totals per category, the rows with their bill, and checks the Add expense form', async () => {
    mockApi({ 'GET /expense/': () => ok(listAnswer), 'GET /expense/recurring': () => ok([]) });
    signInAs.staff('MANAGER');
    const user = userEvent.setup();
    renderPage(<ExpensesPage />, { url: '/app/expenses?month=2026-03' });
    const table = await screen.findByRole('table', { name: 'Expenses' });
    expect(await within(table).findByText('Sharma Kirana')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Bill of Groceries to Sharma Kirana/ })).toHaveAttribute(
      'href',
      '/api/v1/expense/e1/bill',
    );
    expect(
      within(screen.getByRole('region', { name: 'Total expenses' })).getByText('₹1,26,734.50'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Salaries' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Water' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/export/expenses.csv?from=2026-03-01&to=2026-03-31',
    );
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(within(dialog).getByRole('checkbox', { name: /Repeats every month/ })).toBeInTheDocument();
  });
});

describe('a future date (issue 41)', () => {
  it('asks before saving, and shows the month the expense went to', async () => {
    const api = mockApi({
      'GET /expense/': () => ok(listAnswer),
      'GET /expense/recurring': () => ok([]),
      'POST /expense/add': () => ({
        status: 201,
        body: { success: true, message: 'Expense added', data: expense },
      }),
    });
    signInAs.staff('MANAGER');
    const user = userEvent.setup();
    renderPage(<ExpensesPage />, { url: '/app/expenses?month=2026-03' });
    await user.click(await screen.findByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    await user.type(within(dialog).getByLabelText(/Amount/), '500');
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.type(within(dialog).getByLabelText(/^Date/), '2099-01-15');
    await user.type(within(dialog).getByLabelText(/Paid to/), 'Sharma Kirana');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The date, 15 Jan 2099, is in the future. It will count in January 2099. Save it anyway?',
    );
    expect(api.callsTo('POST', '/expense/add')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(api.callsTo('POST', '/expense/add')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Month')).toHaveValue('2099-01'));
  });
});

describe('Repeats every month', () => {
  it('starts next month on the same day, the 28th at the latest', () => {
    expect(monthlyFrom('2026-03-05')).toEqual({ dayOfMonth: 5, startsOn: '2026-04-01' });
    expect(monthlyFrom('2026-12-31')).toEqual({ dayOfMonth: 28, startsOn: '2027-01-01' });
  });
});
