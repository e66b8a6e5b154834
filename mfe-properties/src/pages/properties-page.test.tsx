import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import PropertiesPage from './properties-page';
import PropertyDetailPage from './property-detail-page';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const property = (id: string, name: string, isCurrent: boolean) =>
  ({
    _id: id,
    name,
    category: 'PG',
    allowedFor: 'MIXED',
    address: { fullAddress: '', area: 'HSR Layout', city: 'Bengaluru', pinCode: '560102' },
    coverImage: null,
    totalBeds: 10,
    availableBeds: 7,
    assignedTenants: 3,
    managers: [],
    isCurrent,
  }) as unknown as Property;

describe('properties page', () => {
  it('ticks the current property and offers Switch on the others to a super admin only', async () => {
    mockApi({
      'GET /property/all-propertis': () =>
        ok([property('p1', 'Sunrise PG', true), property('p2', 'Lake View', false)]),
    });
    const user = userEvent.setup();
    signInAs.staff('SUPER_ADMIN');
    renderPage(<PropertiesPage />, { url: '/app/properties' });
    const current = (await screen.findByText('Sunrise PG')).closest('tr')!;
    expect(within(current).getByText('Current property')).toBeInTheDocument();
    expect(within(current).getByText('3 / 10 beds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Sunrise PG' }));
    expect(screen.queryByRole('menuitem', { name: 'Switch' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Lake View' }));
    expect(screen.getByRole('menuitem', { name: 'Switch' })).toBeInTheDocument();
  });

  it('offers a manager neither Switch, Remove nor Add Property', async () => {
    mockApi({ 'GET /property/all-propertis': () => ok([property('p2', 'Lake View', false)]) });
    const user = userEvent.setup();
    signInAs.staff('MANAGER');
    renderPage(<PropertiesPage />, { url: '/app/properties' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Lake View' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['View Details', 'Update']);
    expect(screen.queryByRole('button', { name: 'Add Property' })).not.toBeInTheDocument();
  });

  it('shows the not-found page, not data, for a property outside the caller’s scope', async () => {
    mockApi({ 'GET /property/p9': () => fail(404, 'Property not found') });
    signInAs.staff('MANAGER');
    renderPage(<PropertyDetailPage />, { url: '/app/property/p9', path: '/app/property/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows a refused list's message in a panel with Try again, which reads again", async () => {
    let refused = true;
    mockApi({
      'GET /property/all-propertis': () =>
        refused
          ? fail(403, 'You do not have permission to do this.')
          : ok([property('p2', 'Lake View', false)]),
    });
    const user = userEvent.setup();
    signInAs.staff('SUPER_ADMIN');
    renderPage(<PropertiesPage />, { url: '/app/properties' });
    // the page's panel, not the toast (also an alert)
    const panel = (await screen.findByRole('button', { name: 'Try again' })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(panel).toHaveTextContent('You do not have permission to do this.');
    refused = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lake View')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
