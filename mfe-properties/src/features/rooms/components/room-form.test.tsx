import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { AddRoomForm, UpdateRoomForm } from './room-form';

afterEach(() => jest.restoreAllMocks());

const room = {
  _id: 'r1',
  roomNumber: '101',
  floor: 1,
  bedCapacity: 3,
  propertyId: { _id: 'p1', name: 'Sunrise PG' },
  roomImage: null,
  amenities: [],
  beds: [],
  occupiedBeds: 0,
} as unknown as Room;

const render = (form: React.ReactElement) => renderPage(form, { url: '/app/rooms' });

/** The API's 409 for a taken number, with the field it concerns. */
const TAKEN = 'A room with this number already exists in this property.';

describe('room form', () => {
  it('requires number and floor, and a capacity from 1 to 10', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    render(<AddRoomForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    const capacity = screen.getByRole('spinbutton', { name: /^Bed Capacity/ });
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    expect(await screen.findByText('Minimum capacity is 1')).toBeInTheDocument();
    await user.clear(capacity);
    await user.type(capacity, '11');
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    expect(await screen.findByText('Maximum capacity is 10')).toBeInTheDocument();
    expect(api.callsTo('POST', '/room/create')).toHaveLength(0);
  });

  it('adds the room to the given property; a refused add keeps the form with the server message on Room Number', async () => {
    let fails = true;
    const api = mockApi({
      'POST /room/create': () => (fails ? fail(409, TAKEN, { roomNumber: TAKEN }) : ok(room)),
    });
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(<AddRoomForm propertyId="p1" onSaved={onSaved} onCancel={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /^Room Number/ }), '101');
    await user.type(screen.getByRole('spinbutton', { name: /^Floor/ }), '1');
    await user.type(screen.getByRole('spinbutton', { name: /^Bed Capacity/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    // The 409's `errors` names Room Number: its message goes there (and in the toast).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Room Number/ })).toHaveAccessibleDescription(TAKEN),
    );
    expect(onSaved).not.toHaveBeenCalled();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.callsTo('POST', '/room/create')[1]?.body as FormData;
    expect([
      body.get('roomNumber'),
      body.get('floor'),
      body.get('bedCapacity'),
      body.get('propertyId'),
    ]).toEqual(['101', '1', '3', 'p1']);
  });

  it('updates without a capacity field', async () => {
    const api = mockApi({ 'PUT /room/update/r1': () => ok(room, 'Room Updated Successfully') });
    const user = userEvent.setup();
    render(<UpdateRoomForm room={room} onSaved={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('spinbutton', { name: /Bed Capacity/ })).not.toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: /^Room Number/ });
    await user.clear(number);
    await user.type(number, '102');
    await user.click(screen.getByRole('button', { name: 'Update Room' }));
    await waitFor(() => expect(api.callsTo('PUT', '/room/update/r1')).toHaveLength(1));
    const body = api.callsTo('PUT', '/room/update/r1')[0]?.body as FormData;
    expect([body.get('roomNumber'), body.get('bedCapacity')]).toEqual(['102', null]);
  });
});
