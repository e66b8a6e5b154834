import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@pgportal/contracts/types';
import { MemoryRouter, Route, Routes } from '@pgportal/runtime/router';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { AddedPropertyNextStep } from '../features/properties/components/added-property-next-step';
import PropertyDetailPage from './property-detail-page';
import RoomsPage from './rooms-page';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const emptyProperty = {
  _id: 'p1',
  name: 'Lake View',
  category: 'PG',
  allowedFor: 'MIXED',
  description: '',
  rules: '',
  address: { fullAddress: '', area: 'HSR Layout', city: 'Bengaluru', pinCode: '560102' },
  coverImage: null,
  amenities: [],
  totalBeds: 0,
  availableBeds: 0,
  assignedTenants: 0,
  managers: [],
  rooms: [],
} as unknown as Property;

describe('empty states say what to do next (issue 22)', () => {
  it("the Rooms list with no rooms says 'No rooms yet' and its Add Room opens the form", async () => {
    mockApi({ 'GET /room/': () => ok([]) });
    const user = userEvent.setup();
    renderPage(<RoomsPage />, { url: '/app/rooms' });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    expect(await within(table).findByText('No rooms yet')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Add Room' }));
    expect(await screen.findByRole('dialog', { name: 'Add Rooms' })).toBeInTheDocument();
  });

  it('a search that finds no room keeps the generic text', async () => {
    mockApi({ 'GET /room/': () => ok([]) });
    renderPage(<RoomsPage />, { url: '/app/rooms?search=999' });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    expect(await within(table).findByText('No data to show at the moment')).toBeInTheDocument();
    expect(within(table).queryByText('No rooms yet')).not.toBeInTheDocument();
  });

  it("a property with no rooms says 'No rooms yet' with one Add Room button", async () => {
    mockApi({ 'GET /property/p1': () => ok(emptyProperty) });
    const user = userEvent.setup();
    signInAs.staff('MANAGER');
    renderPage(<PropertyDetailPage />, { url: '/app/property/p1', path: '/app/property/:id' });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    expect(within(table).getByText('No rooms yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Room' })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Add Room' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("after adding a property the list offers 'Add rooms to <name>', a link to its Add Room page", () => {
    const state = { addedProperty: { _id: 'p7', name: 'Lake View' } };
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/app/properties', state }, '/app/properties']}
        initialIndex={0}
      >
        <Routes>
          <Route path="/app/properties" element={<AddedPropertyNextStep />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Add rooms to Lake View' })).toHaveAttribute(
      'href',
      '/app/property/p7/add-room',
    );
  });

  it('says nothing on a list opened any other way', () => {
    render(
      <MemoryRouter initialEntries={['/app/properties']}>
        <Routes>
          <Route path="/app/properties" element={<AddedPropertyNextStep />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Add rooms to/ })).not.toBeInTheDocument();
  });
});
