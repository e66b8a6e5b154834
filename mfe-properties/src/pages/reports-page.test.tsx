import { fireEvent, screen, within } from '@testing-library/react';
import { formatINR } from '@pgportal/contracts/format';
import type { MonthReport } from '@pgportal/contracts/responses';
import { mockApi, renderPage } from '@pgportal/testing';
import ReportsPage from './reports-page';

// The charts (recharts, its own chunk) need a real layout; the e2e journey draws them.
jest.mock('../features/reports/components/trend-charts', () => ({
  __esModule: true,
  default: ({ months }: { months: unknown[] }) => <p>Charts of {months.length} months</p>,
}));

afterEach(() => jest.restoreAllMocks());

const zeroCategories = {
  RENT_LEASE: 0,
  ELECTRICITY: 0,
  WATER: 0,
  GROCERIES: 0,
  SALARIES: 0,
  MAINTENANCE: 0,
  INTERNET: 0,
  GAS: 0,
  OTHER: 0,
};
const report = (month: string, collected: number, expenses: number, occupancy = 0.3226): MonthReport => ({
  month,
  invoiced: 10_000,
  collected,
  outstanding: 6_000,
  depositsReceived: 12_000,
  depositsRefunded: 3_500.5,
  depositsHeld: 20_000,
  expenses,
  expensesByCategory: { ...zeroCategories, ELECTRICITY: expenses },
  net: Math.round((collected - expenses) * 100) / 100,
  occupancy,
  bedDays: 62,
  occupiedBedDays: 20,
  newAdmissions: 1,
  moveOuts: 0,
});
const envelope = (data: unknown) => ({
  body: { success: true, message: 'Report fetched successfully', data },
});

describe('reports page', () => {
  it("shows the chosen month's figures, and the trend as a table a screen reader can read", async () => {
    const api = mockApi({
      'GET /report/monthly': (request) =>
        envelope(
          request.query.get('month') === '2026-03'
            ? report('2026-03', 4_000, 4_500.5)
            : report('2026-11', 25_000, 1_200),
        ),
      'GET /report/trend': () =>
        envelope({ months: [report('2026-10', 9_000, 500, 0.5), report('2026-11', 25_000, 1_200)] }),
    });
    renderPage(<ReportsPage />, { url: '/app/reports' });

    const net = await screen.findByRole('region', { name: 'Net' });
    expect(await within(net).findByText(formatINR(23_800))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Occupancy' })).getByText('32.3%')).toBeInTheDocument();
    expect(screen.getByText('20 of 62 bed-days')).toBeInTheDocument();
    // deposits have figures of their own, never in Collected or Net (issue 41)
    expect(
      within(screen.getByRole('region', { name: 'Deposits received' })).getByText(formatINR(12_000)),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Deposits refunded' })).getByText(formatINR(3_500.5)),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Deposits held' })).getByText(formatINR(20_000)),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-03' } });
    expect(await within(net).findByText(formatINR(-500.5))).toBeInTheDocument();
    expect(api.callsTo('GET', '/report/monthly').at(-1)?.query.get('month')).toBe('2026-03');
    expect(screen.getByLabelText('Month')).toHaveValue('2026-03');
    const categories = screen.getByRole('region', { name: 'Expenses by category' });
    expect(within(categories).getByText('Electricity')).toBeInTheDocument();
    expect(within(categories).getByText(formatINR(4_500.5))).toBeInTheDocument();

    expect(await screen.findByText('Charts of 2 months')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Collected, expenses, net and occupancy per month' });
    const october = within(table).getByRole('row', { name: /Oct 2026/ });
    expect(within(october).getByText(formatINR(8_500))).toBeInTheDocument();
    expect(within(october).getByText('50%')).toBeInTheDocument();
    expect(api.callsTo('GET', '/report/trend')[0]?.query.get('months')).toBe('12');
  });

  it('opens the month the address names', async () => {
    const api = mockApi({
      'GET /report/monthly': () => envelope(report('2026-03', 4_000, 4_500.5)),
      'GET /report/trend': () => envelope({ months: [] }),
    });
    renderPage(<ReportsPage />, { url: '/app/reports?month=2026-03' });
    const net = await screen.findByRole('region', { name: 'Net' });
    expect(await within(net).findByText(formatINR(-500.5))).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-03');
    expect(api.callsTo('GET', '/report/monthly').map((call) => call.query.get('month'))).toEqual(['2026-03']);
  });
});
