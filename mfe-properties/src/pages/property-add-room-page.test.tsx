import { screen } from '@testing-library/react';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import PropertyAddRoomPage from './property-add-room-page';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

describe('add room page', () => {
  it('adds to the current property when the URL says current', async () => {
    const api = mockApi({ 'GET /property/p1': () => ok({ _id: 'p1', name: 'Sunrise PG', rooms: [] }) });
    signInAs.staff('SUPER_ADMIN', { currentProperty: 'p1' });
    renderPage(<PropertyAddRoomPage />, {
      url: '/app/property/current/add-room',
      path: '/app/property/:id/add-room',
    });
    expect(await screen.findByText('A new room of Sunrise PG.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add Room' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/property/p1')).toHaveLength(1);
  });

  it('says what to do without a current property', () => {
    mockApi({});
    signInAs.staff('SUPER_ADMIN', { currentProperty: null });
    renderPage(<PropertyAddRoomPage />, {
      url: '/app/property/current/add-room',
      path: '/app/property/:id/add-room',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have no current property. Choose a property for the room.',
    );
  });
});
