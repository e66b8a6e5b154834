import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import RoomsPage from './rooms-page';

afterEach(() => jest.restoreAllMocks());

const TAKEN = 'A room with this number already exists in this property.';

const room = (roomNumber: string, occupied: number, capacity: number): Room =>
  ({
    _id: `r${roomNumber}`,
    roomNumber,
    floor: 1,
    bedCapacity: capacity,
    propertyId: { _id: 'p1', name: 'Sunrise PG' },
    roomImage: null,
    amenities: [],
    beds: [],
    occupiedBeds: occupied,
  }) as unknown as Room;

describe('rooms page', () => {
  it('pages and searches through the URL, and shows each room’s status', async () => {
    const api = mockApi({
      'GET /room/': (request) => ({
        body: {
          success: true,
          message: 'Rooms fetched successfully',
          data: request.query.get('page') === '2' ? [room('301', 2, 2)] : [room('101', 1, 3)],
          pagination: { page: Number(request.query.get('page')), limit: 20, total: 21, totalPages: 2 },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<RoomsPage />, { url: '/app/rooms?page=2&search=01' });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    expect(await within(table).findByText('Room 301')).toBeInTheDocument();
    expect(within(table).getByText('Fully Occupied')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search rooms' })).toHaveValue('01');
    expect(api.callsTo('GET', '/room/')[0]?.query.toString()).toBe('limit=20&page=2&search=01');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await within(table).findByText('Room 101')).toBeInTheDocument();
    expect(within(table).getByText('Available')).toBeInTheDocument();
  });

  it("names each room's tenants with their names capitalised", async () => {
    const occupant = (_id: string, fullName: string) => ({
      _id,
      fullName,
      phoneNumber: '9876543210',
      profilePhoto: null,
      dueAmount: 0,
    });
    const shared = {
      ...room('102', 2, 3),
      beds: [
        { _id: 'b1', bedNumber: 1, isOccupied: true, occupant: occupant('t1', 'ravi kumar') },
        { _id: 'b2', bedNumber: 2, isOccupied: true, occupant: occupant('t2', "mary-jane d'souza") },
        { _id: 'b3', bedNumber: 3, isOccupied: false, occupant: null },
      ],
    } as Room;
    mockApi({ 'GET /room/': () => ok([shared]) });
    renderPage(<RoomsPage />, { url: '/app/rooms' });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    expect(await within(table).findByText("Ravi Kumar, Mary-Jane D'Souza")).toBeInTheDocument();
  });

  it('refetches the room list when an add fails', async () => {
    const api = mockApi({
      'GET /room/': () => ok([room('101', 0, 1)]),
      'POST /room/create': () => fail(409, TAKEN, { roomNumber: TAKEN }),
    });
    const user = userEvent.setup();
    renderPage(<RoomsPage />, { url: '/app/rooms' });
    await screen.findByText('Room 101');
    await user.click(screen.getByRole('button', { name: 'Add Rooms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rooms' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Room Number/ }), '101');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Floor/ }), '1');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Bed Capacity/ }), '2');
    const before = api.callsTo('GET', '/room/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    await waitFor(() => expect(api.callsTo('GET', '/room/').length).toBeGreaterThan(before));
    expect(api.callsTo('POST', '/room/create')[0]?.body).toBeInstanceOf(FormData);
    expect((api.callsTo('POST', '/room/create')[0]?.body as FormData).get('propertyId')).toBeNull();
  });

  it("shows a refused read's message in a panel with Try again, which reads again", async () => {
    let refused = true;
    const api = mockApi({
      'GET /room/': () => (refused ? fail(400, 'limit must be at most 100') : ok([room('101', 0, 1)])),
    });
    const user = userEvent.setup();
    renderPage(<RoomsPage />, { url: '/app/rooms' });
    // the page's panel, not the toast (also an alert)
    const panel = (await screen.findByRole('button', { name: 'Try again' })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(panel).toHaveTextContent('limit must be at most 100');
    refused = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Room 101')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/room/')).toHaveLength(2);
  });

  it('filters the rooms by property through the URL, and Add Rooms uses that property', async () => {
    const api = mockApi({
      'GET /room/': () => ok([room('101', 0, 1)]),
      'GET /room/property/p2': () =>
        ok([{ ...room('201', 0, 2), propertyId: { _id: 'p2', name: 'Lakeview PG' } }]),
      'GET /property/all-propertis': () =>
        ok([
          { _id: 'p1', name: 'Sunrise PG' },
          { _id: 'p2', name: 'Lakeview PG' },
        ]),
    });
    const user = userEvent.setup();
    renderPage(<RoomsPage />, { url: '/app/rooms' });
    await screen.findByText('Room 101');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Property' }), 'Lakeview PG');
    expect(await screen.findByText('Room 201')).toBeInTheDocument();
    expect(screen.queryByText('Room 101')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/room/property/p2')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add Rooms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rooms' });
    expect(within(dialog).getByText(/^Property:/)).toHaveTextContent('Property: Lakeview PG');
  });

  it('finds a property among more than the choice lists, and names an older one it is filtered by', async () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ _id: `n${index}`, name: `Nest ${index}` }));
    const api = mockApi({
      'GET /room/property/old': () => ok([room('101', 0, 1)]),
      'GET /room/property/p9': () =>
        ok([{ ...room('901', 0, 2), propertyId: { _id: 'p9', name: 'Quiet Harbour' } }]),
      'GET /property/all-propertis': (request) =>
        ok(request.query.get('search') === 'quiet' ? [{ _id: 'p9', name: 'Quiet Harbour' }] : many),
      'GET /property/old': () => ok({ _id: 'old', name: 'Sunrise PG' }),
    });
    const user = userEvent.setup();
    renderPage(<RoomsPage />, { url: '/app/rooms?property=old' });
    const choice = await screen.findByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(choice).toHaveDisplayValue('Sunrise PG'));
    await user.type(screen.getByRole('searchbox', { name: 'Find a property' }), 'quiet');
    await waitFor(() =>
      expect(within(choice).getByRole('option', { name: 'Quiet Harbour' })).toBeInTheDocument(),
    );
    await user.selectOptions(choice, 'Quiet Harbour');
    expect(await screen.findByText('Room 901')).toBeInTheDocument();
    expect(api.callsTo('GET', '/room/property/p9')).not.toHaveLength(0);
  });
});
