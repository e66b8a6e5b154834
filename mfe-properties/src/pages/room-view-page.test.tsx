import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import RoomViewPage from './room-view-page';

afterEach(() => jest.restoreAllMocks());

const occupant = {
  _id: 't1',
  fullName: 'meera iyer',
  phoneNumber: '9876543210',
  profilePhoto: null,
  dueAmount: 0,
};
const room = {
  _id: 'r1',
  roomNumber: '101',
  floor: 1,
  bedCapacity: 2,
  propertyId: { _id: 'p1', name: 'Sunrise PG' },
  roomImage: null,
  amenities: [],
  occupiedBeds: 1,
  beds: [
    { _id: 'b1', bedNumber: 1, isOccupied: true, occupant },
    { _id: 'b2', bedNumber: 2, isOccupied: false, occupant: null },
  ],
};

function setUp(url: string) {
  mockApi({
    'GET /room/r1': () => ok(room),
    'GET /tenant/fetch/t1': () => ok({ ...occupant, monthlyRent: 8000, mealCost: 0 }),
    'GET /bed/free': () => ok([]),
  });
  renderPage(<RoomViewPage />, { url, path: '/app/rooms/view/:roomId' });
}

describe('room page: Move to another bed', () => {
  it('is in the row menu of an occupied bed only, and opens the move dialog with the current rent', async () => {
    setUp('/app/rooms/view/r1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for bed 2' }));
    expect(screen.queryByRole('menuitem', { name: 'Move to another bed' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for bed 1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to another bed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another bed' });
    expect(await within(dialog).findByRole('textbox', { name: /^Rent Amount/ })).toHaveValue('8000');
    expect(within(dialog).getByText(/Meera Iyer keeps their billing day/)).toBeInTheDocument();
  });

  it('opens the dialog from the tenant page’s link (?move=<bed>)', async () => {
    setUp('/app/rooms/view/r1?move=b1');
    expect(await screen.findByRole('dialog', { name: 'Move to another bed' })).toBeInTheDocument();
  });
});
