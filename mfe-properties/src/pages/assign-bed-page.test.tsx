import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import AssignBedPage from './assign-bed-page';

afterEach(() => jest.restoreAllMocks());

const walkIn = {
  _id: 't1',
  fullName: 'arjun mehta',
  email: 'arjun@example.com',
  propertyId: 'p1',
  property: { _id: 'p1', name: 'Sunrise PG' },
  roomId: null,
  bedId: null,
} as unknown as Tenant;
const freeBeds = [
  {
    _id: 'b1',
    bedNumber: 1,
    room: { _id: 'r1', roomNumber: 'G1', floor: 0 },
    property: { _id: 'p1', name: 'Sunrise PG' },
  },
  {
    _id: 'b8',
    bedNumber: 2,
    room: { _id: 'r2', roomNumber: '205', floor: 2 },
    property: { _id: 'p1', name: 'Sunrise PG' },
  },
];

const open = () =>
  renderPage(<AssignBedPage />, { url: '/app/rooms/assign-bed/t1', path: '/app/rooms/assign-bed/:tenantId' });

describe('Assign a bed', () => {
  it('opens the Assign form with the tenant chosen and their property’s free beds, and assigns', async () => {
    const api = mockApi({
      'GET /tenant/fetch/t1': () => ok(walkIn),
      'GET /bed/free': (request) => ok(request.query.get('propertyId') === 'p1' ? freeBeds : []),
      'POST /bed/assign-tenant': () => ok({}, 'Tenant Assigned Successfully'),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'Assign a bed' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Tenant/ })).toHaveValue('Arjun Mehta');
    const bedChoice = screen.getByRole('combobox', { name: /^Bed/ });
    await screen.findByRole('option', { name: 'Room 205 / Bed 2 · Floor 2' });
    expect(screen.getByRole('option', { name: 'Room G1 / Bed 1 · Ground floor' })).toBeInTheDocument();
    await user.selectOptions(bedChoice, 'Room 205 / Bed 2 · Floor 2');
    await user.type(screen.getByLabelText(/^Rent Amount/), '8000');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.callsTo('POST', '/bed/assign-tenant')).toHaveLength(1));
    expect(api.callsTo('POST', '/bed/assign-tenant')[0]?.body).toMatchObject({
      tenantId: 't1',
      roomId: 'r2',
      bedId: 'b8',
    });
    expect(await screen.findByText('Now at /app/tenants/view/t1')).toBeInTheDocument();
  });

  it('says when the tenant is already on a bed, and shows Not found outside the scope', async () => {
    mockApi({ 'GET /tenant/fetch/t1': () => ok({ ...walkIn, roomId: 'r1', bedId: 'b1' }) });
    const { unmount } = open();
    expect(await screen.findByText(/Arjun Mehta is already on a bed/)).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();
    mockApi({ 'GET /tenant/fetch/t1': () => fail(404, 'Tenant not found') });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
