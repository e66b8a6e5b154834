import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { RouterProvider, createMemoryRouter } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import { mockApi, ok } from '@pgportal/testing';
import { swrConfig } from '@pgportal/ui/data';
import { resetSession, signInAsStaff, staffUser } from '../testing/fixtures';
import { PropertySwitcher, SWITCHER_LIMIT } from './property-switcher';

const property = (_id: string, name: string) => ({ _id, name });

function renderSwitcher() {
  const router = createMemoryRouter(
    [
      { path: '/app/dashboard', element: <PropertySwitcher /> },
      { path: '/app/overview', element: <h1>Properties overview</h1> },
    ],
    { initialEntries: ['/app/dashboard'] },
  );
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), errorRetryCount: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

describe('PropertySwitcher', () => {
  it('lets a manager switch among their properties, and the session follows', async () => {
    signInAsStaff('MANAGER', { assignedPGs: ['p1', 'p2'], currentProperty: 'p1' });
    const api = mockApi({
      'GET /property/all-propertis': () => ok([property('p1', 'Sunrise PG'), property('p2', 'Lakeview PG')]),
      'PATCH /property/set-current-property/p2': () =>
        ok(staffUser('MANAGER', { assignedPGs: ['p1', 'p2'], currentProperty: 'p2' })),
    });
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Current property' });
    expect(select).toHaveValue('p1');
    await userEvent.selectOptions(select, 'Lakeview PG');
    expect(api.callsTo('PATCH', '/property/set-current-property/p2')).toHaveLength(1);
    await waitFor(() => expect(useSession.getState().user?.currentProperty).toBe('p2'));
    expect(select).toHaveValue('p2');
  });

  it('is absent for a manager with one property, and for an admin with one', async () => {
    signInAsStaff('MANAGER', { assignedPGs: ['p1'], currentProperty: 'p1' });
    const api = mockApi({ 'GET /property/all-propertis': () => ok([property('p1', 'Sunrise PG')]) });
    const { unmount } = renderSwitcher();
    await api.answered('GET', '/property/all-propertis');
    expect(screen.queryByRole('combobox', { name: 'Current property' })).not.toBeInTheDocument();
    unmount();
    signInAsStaff('OWNER', { currentProperty: 'p1' });
    renderSwitcher();
    await api.answered('GET', '/property/all-propertis', 2);
    expect(screen.queryByRole('combobox', { name: 'Current property' })).not.toBeInTheDocument();
  });

  it('shows a property assigned after sign-in (the list, not the session, decides)', async () => {
    signInAsStaff('MANAGER', { assignedPGs: ['p1'], currentProperty: 'p1' });
    mockApi({
      'GET /property/all-propertis': () => ok([property('p1', 'Sunrise PG'), property('p2', 'Lakeview PG')]),
    });
    renderSwitcher();
    expect(await screen.findByRole('combobox', { name: 'Current property' })).toHaveValue('p1');
  });

  it('names an older current property and leads to the others when there are more than a page', async () => {
    signInAsStaff('SUPER_ADMIN', { currentProperty: 'old' });
    const page = Array.from({ length: SWITCHER_LIMIT }, (_, index) => property(`p${index}`, `Nest ${index}`));
    const api = mockApi({
      'GET /property/all-propertis': () => ok(page),
      'GET /property/old': () => ok(property('old', 'Sunrise PG')),
    });
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Current property' });
    await waitFor(() => expect(select).toHaveDisplayValue('Sunrise PG'));
    expect(api.callsTo('GET', '/property/old')).toHaveLength(1);
    await userEvent.selectOptions(select, 'Other properties…');
    expect(await screen.findByRole('heading', { name: 'Properties overview' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/property/set-current-property/other-properties')).toHaveLength(0);
  });

  it('offers no way to other properties when every one is listed', async () => {
    signInAsStaff('SUPER_ADMIN', { currentProperty: 'p1' });
    mockApi({
      'GET /property/all-propertis': () => ok([property('p1', 'Sunrise PG'), property('p2', 'Lakeview PG')]),
    });
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Current property' });
    expect(within(select).queryByRole('option', { name: 'Other properties…' })).not.toBeInTheDocument();
  });

  it('asks nothing when no staff user is signed in', () => {
    const api = mockApi({});
    renderSwitcher();
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
