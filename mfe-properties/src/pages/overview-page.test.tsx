import type { OverviewAnswer, OverviewProperty } from '@pgportal/contracts/responses';
import { useSession } from '@pgportal/runtime/session';
import { mockApi, ok, renderPage, sampleStaffUser, signInAs } from '@pgportal/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OverviewPage from './overview-page';

afterEach(() => jest.restoreAllMocks());

const property = (_id: string, name: string, figures: Partial<OverviewProperty> = {}): OverviewProperty => ({
  _id,
  name,
  totalBeds: 0,
  occupiedBeds: 0,
  collectedPaise: 0,
  duePaise: 0,
  overduePaise: 0,
  complaintsOpen: 0,
  claimsOpen: 0,
  statementLinesToReview: 0,
  noticesGiven: 0,
  exitDisputes: 0,
  ...figures,
});
const east = property('p1', 'East PG', {
  totalBeds: 3,
  occupiedBeds: 2,
  collectedPaise: 850050,
  duePaise: 1600000,
  overduePaise: 800000,
  complaintsOpen: 1,
  claimsOpen: 2,
  noticesGiven: 1,
});
const west = property('p2', 'West PG', { totalBeds: 2, occupiedBeds: 1, duePaise: 900000 });
const answer = (rows: OverviewProperty[], page = 1, totalPages = 1): OverviewAnswer => ({
  properties: rows,
  totals: {
    properties: 2,
    totalBeds: 5,
    occupiedBeds: 3,
    collectedPaise: 850050,
    duePaise: 2500000,
    overduePaise: 800000,
    complaintsOpen: 1,
    claimsOpen: 2,
    statementLinesToReview: 0,
    noticesGiven: 1,
    exitDisputes: 0,
  },
  pagination: { page, limit: 20, total: 2, totalPages },
});

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(name)) as HTMLElement;

describe('the Properties overview', () => {
  it('shows each property’s beds, money and what waits, and the totals in a last row', async () => {
    signInAs.staff('OWNER', { currentProperty: 'p1' });
    mockApi({ 'GET /property/overview': () => ok(answer([east, west])) });
    renderPage(<OverviewPage />, { url: '/app/overview' });
    await screen.findByRole('table', { name: 'Properties overview' });
    await screen.findByText('East PG');
    const eastRow = rowOf('East PG');
    expect(within(eastRow).getByText('Current property')).toBeInTheDocument();
    expect(within(eastRow).getByText('2/3 · 67%')).toBeInTheDocument();
    expect(within(eastRow).getByText('₹8,500.50')).toBeInTheDocument();
    expect(within(eastRow).getByText('₹16,000')).toBeInTheDocument();
    expect(within(eastRow).getByText('₹8,000 overdue')).toBeInTheDocument();
    expect(within(eastRow).getByText('2 payment claims to confirm')).toBeInTheDocument();
    expect(within(eastRow).getByText('1 notice given')).toBeInTheDocument();
    expect(within(eastRow).getByText('1 open')).toBeInTheDocument();
    expect(within(rowOf('West PG')).getByText('Nothing waiting')).toBeInTheDocument();
    const totals = rowOf('All 2 properties');
    expect(within(totals).getByText('3/5 · 60%')).toBeInTheDocument();
    expect(within(totals).getByText('₹25,000')).toBeInTheDocument();
    expect(within(totals).queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes a row’s property current and opens the dashboard', async () => {
    signInAs.staff('OWNER', { currentProperty: 'p1' });
    const api = mockApi({
      'GET /property/overview': () => ok(answer([east, west])),
      'PATCH /property/set-current-property/p2': () =>
        ok(sampleStaffUser('OWNER', { currentProperty: 'p2' })),
    });
    renderPage(<OverviewPage />, { url: '/app/overview' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open dashboard: West PG' }));
    expect(await screen.findByText('Now at /app/dashboard')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/property/set-current-property/p2')).toHaveLength(1);
    expect(useSession.getState().user?.currentProperty).toBe('p2');
  });

  it('opens the current property’s dashboard without switching', async () => {
    signInAs.staff('MANAGER', { currentProperty: 'p1', assignedPGs: ['p1', 'p2'] });
    const api = mockApi({ 'GET /property/overview': () => ok(answer([east, west])) });
    renderPage(<OverviewPage />, { url: '/app/overview' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open dashboard: East PG' }));
    expect(await screen.findByText('Now at /app/dashboard')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/property/set-current-property/p1')).toHaveLength(0);
  });

  it('pages through many properties, the totals staying', async () => {
    signInAs.staff('SUPER_ADMIN');
    const api = mockApi({
      'GET /property/overview': (request) =>
        request.query.get('page') === '2' ? ok(answer([west], 2, 2)) : ok(answer([east], 1, 2)),
    });
    renderPage(<OverviewPage />, { url: '/app/overview' });
    await screen.findByText('East PG');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('West PG')).toBeInTheDocument();
    expect(screen.getByText('All 2 properties')).toBeInTheDocument();
    expect(api.callsTo('GET', '/property/overview').at(-1)?.query.get('limit')).toBe('20');
  });
});
