import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { StatsCards } from './stats-cards';

afterEach(() => jest.restoreAllMocks());

describe('the dashboard stats cards', () => {
  it('shows occupied / total beds and the money in INR (en-IN)', async () => {
    mockApi({
      'GET /stats/': () =>
        ok({ totalBeds: 40, occupiedBeds: 31, collectedAmount: 123456.5, dueAmount: 8500 }),
    });
    renderPage(<StatsCards />, { url: '/app/dashboard' });
    const card = (name: string) => screen.getByRole('region', { name });
    expect(await within(card('Occupied Beds')).findByText('31 / 40')).toBeInTheDocument();
    expect(within(card('Collected Amount')).getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(within(card('Due Amount')).getByText('₹8,500')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Occupied Beds',
      'Collected Amount',
      'Due Amount',
    ]);
  });

  it('shows zeros for a property with nothing yet', async () => {
    mockApi({ 'GET /stats/': () => ok({ totalBeds: 0, occupiedBeds: 0, collectedAmount: 0, dueAmount: 0 }) });
    renderPage(<StatsCards />, { url: '/app/dashboard' });
    expect(await screen.findByText('0 / 0')).toBeInTheDocument();
    expect(screen.getAllByText('₹0')).toHaveLength(2);
  });
});
