import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysToApiDate, todayApiDate } from '@pgportal/contracts/format';
import type { Room, TenantListItem } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { AssignTenantForm } from './assign-tenant-form';

afterEach(() => jest.restoreAllMocks());

const bed = (n: number, occupied = false) => ({
  _id: `b${n}`,
  bedNumber: n,
  isOccupied: occupied,
  occupant: null,
});
const room = {
  _id: 'r1',
  roomNumber: '101',
  floor: 1,
  bedCapacity: 3,
  propertyId: { _id: 'p1', name: 'Sunrise PG' },
  roomImage: null,
  amenities: [],
  beds: [bed(1), bed(2, true), bed(3)],
  occupiedBeds: 1,
} as unknown as Room;
const otherRoom = { ...room, _id: 'r2', roomNumber: '205', beds: [bed(7, true), bed(8)] } as unknown as Room;
// Stored as typed; the picker shows the name capitalised and the number grouped.
const arjun = {
  _id: 't1',
  fullName: 'arjun mehta',
  email: 'arjun@example.com',
  phoneNumber: '9876543210',
} as TenantListItem;

function setUp(assign = () => ok(room, 'Tenant Assigned Successfully')) {
  const api = mockApi({
    'GET /tenant': (request) => ok(request.query.get('search')?.startsWith('arj') ? [arjun] : []),
    'GET /room/': () => ok([room, otherRoom]),
    'POST /bed/assign-tenant': assign,
  });
  const onSaved = jest.fn();
  renderPage(<AssignTenantForm room={room} bed={room.beds[0]} onSaved={onSaved} onCancel={jest.fn()} />, {
    url: '/app/rooms/view/r1',
  });
  return { api, onSaved };
}

describe('assign tenant form', () => {
  it('requires a tenant and the rent; meal cost and advance appear, and are required, when ticked', async () => {
    const { api } = setUp();
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: /Meal Cost/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Advance Amount/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Meal included' }));
    await user.click(screen.getByRole('checkbox', { name: 'Collect advance' }));
    expect(screen.getByRole('textbox', { name: /Meal Cost/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Advance Amount/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    // tenant, rent, meal cost, advance
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Meal included' }));
    expect(screen.queryByRole('textbox', { name: /Meal Cost/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/bed/assign-tenant')).toHaveLength(0);
  });

  it('searches tenants as you type (unassigned only) and sends the assignment payload', async () => {
    const { api, onSaved } = setUp();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /^Tenant/ }), 'arj');
    const option = await screen.findByRole('option', { name: /Arjun Mehta/ });
    expect(option).toHaveTextContent('arjun@example.com · 98765 43210');
    await user.click(option);
    const search = api.callsTo('GET', '/tenant').at(-1)?.query;
    expect([search?.get('search'), search?.get('assigned'), search?.get('limit')]).toEqual([
      'arj',
      'false',
      '20',
    ]);
    expect(screen.getByRole('combobox', { name: /^Bed/ })).toHaveValue('b1');
    // Only the free beds are offered.
    expect(screen.getAllByRole('option', { name: /^Bed/ }).map((option) => option.textContent)).toEqual([
      'Bed 1',
      'Bed 3',
    ]);
    await user.type(screen.getByRole('textbox', { name: /^Rent Amount/ }), '8500');
    await user.click(screen.getByRole('checkbox', { name: 'Collect advance' }));
    await user.type(screen.getByRole('textbox', { name: /Advance Amount/ }), '10000');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST', '/bed/assign-tenant')[0]?.body).toEqual({
      tenantId: 't1',
      roomId: 'r1',
      bedId: 'b1',
      rentAmount: 8500,
      // The spec's whole payload: a meal cost that is not ticked goes as 0.
      mealIncluded: false,
      mealCost: 0,
      collectAdvance: true,
      advanceAmount: 10000,
      // 'Moved in on': today unless changed.
      movedInOn: todayApiDate(),
    });
  });

  it('takes ‘Moved in on’ from today back to 31 days, refusing a future or older day on the field', async () => {
    const { api, onSaved } = setUp();
    const user = userEvent.setup();
    const movedIn = screen.getByLabelText(/^Moved in on/);
    expect(movedIn).toHaveValue(todayApiDate());
    await user.type(screen.getByRole('combobox', { name: /^Tenant/ }), 'arj');
    await user.click(await screen.findByRole('option', { name: /Arjun Mehta/ }));
    await user.type(screen.getByRole('textbox', { name: /^Rent Amount/ }), '8500');
    for (const [day, message] of [
      [addDaysToApiDate(todayApiDate(), 1), 'The moved-in date cannot be in the future.'],
      [addDaysToApiDate(todayApiDate(), -32), 'The moved-in date can be at most 31 days ago.'],
    ] as const) {
      await user.clear(movedIn);
      await user.type(movedIn, day);
      await user.click(screen.getByRole('button', { name: 'Assign' }));
      await waitFor(() => expect(movedIn).toHaveAccessibleDescription(expect.stringContaining(message)));
    }
    expect(api.callsTo('POST', '/bed/assign-tenant')).toHaveLength(0);
    const weekAgo = addDaysToApiDate(todayApiDate(), -7);
    await user.clear(movedIn);
    await user.type(movedIn, weekAgo);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST', '/bed/assign-tenant')[0]?.body).toMatchObject({ movedInOn: weekAgo });
  });

  it('picks another room by its number and offers its free beds; a taken bed shows the server message on Bed', async () => {
    const occupied = 'This bed is already occupied';
    const { onSaved } = setUp(() => fail(409, occupied, { bedId: occupied }));
    const user = userEvent.setup();
    const roomPicker = screen.getByRole('combobox', { name: /^Room/ });
    await user.clear(roomPicker);
    await user.type(roomPicker, '205');
    await user.click(await screen.findByRole('option', { name: /Room 205/ }));
    expect(screen.getByRole('combobox', { name: /^Bed/ })).toHaveValue('b8');
    await user.type(screen.getByRole('combobox', { name: /^Tenant/ }), 'arj');
    await user.click(await screen.findByRole('option', { name: /Arjun Mehta/ }));
    await user.type(screen.getByRole('textbox', { name: /^Rent Amount/ }), '9000');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Bed/ })).toHaveAccessibleDescription(occupied),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
