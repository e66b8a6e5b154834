import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { StatsCards } from './stats-cards';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  resetSession();
});

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

  it("names the month collected in India ('Collected in Nov 2026'), from today's date", async () => {
    // 30 Nov 2026 20:00 UTC is already 1 Dec 2026 in India
    jest.useFakeTimers({
      now: new Date('2026-11-30T20:00:00Z'),
      doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick'],
    });
    mockApi({
      'GET /stats/': () => ok({ totalBeds: 4, occupiedBeds: 2, collectedAmount: 100, dueAmount: 0 }),
    });
    renderPage(<StatsCards />, { url: '/app/dashboard' });
    const collected = screen.getByRole('region', { name: 'Collected Amount' });
    expect(await within(collected).findByText('Collected in Dec 2026')).toBeInTheDocument();
  });

  it('links Due Amount to the tenants who owe, and Occupied Beds to the current property', async () => {
    signInAs.staff('MANAGER', { currentProperty: 'p7' });
    mockApi({
      'GET /stats/': () => ok({ totalBeds: 4, occupiedBeds: 2, collectedAmount: 0, dueAmount: 500 }),
    });
    renderPage(<StatsCards />, { url: '/app/dashboard' });
    const due = within(screen.getByRole('region', { name: 'Due Amount' })).getByRole('link', {
      name: 'See who owes',
    });
    expect(due).toHaveAttribute('href', '/app/dues');
    const beds = within(screen.getByRole('region', { name: 'Occupied Beds' })).getByRole('link', {
      name: 'See rooms and beds',
    });
    expect(beds).toHaveAttribute('href', '/app/property/p7');
    await userEvent.setup().click(due);
    expect(await screen.findByText('Now at /app/dues')).toBeInTheDocument();
  });

  it('offers no property link without a current property', async () => {
    signInAs.staff('SUPER_ADMIN');
    mockApi({ 'GET /stats/': () => ok({ totalBeds: 0, occupiedBeds: 0, collectedAmount: 0, dueAmount: 0 }) });
    renderPage(<StatsCards />, { url: '/app/dashboard' });
    expect(await screen.findByText('0 / 0')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['See who owes']);
  });
});
