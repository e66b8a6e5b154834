import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderPage, signInAs } from '@pgportal/testing';
import type { OccupancyAnswer } from '@pgportal/contracts/responses';
import OccupancyPage from './occupancy-page';

const answer: OccupancyAnswer = {
  counts: { FREE: 1, OCCUPIED: 1, NOTICE: 1, OVERDUE: 1 },
  floors: [
    {
      floor: 1,
      rooms: [
        {
          _id: 'r1',
          roomNumber: '101',
          beds: [
            { _id: 'b1', bedNumber: 1, state: 'FREE', notice: false, overdue: false, tenant: null },
            {
              _id: 'b2',
              bedNumber: 2,
              state: 'OCCUPIED',
              notice: false,
              overdue: false,
              tenant: { _id: 't2', fullName: 'Asha Rao' },
            },
            {
              _id: 'b3',
              bedNumber: 3,
              state: 'NOTICE',
              notice: true,
              overdue: false,
              tenant: { _id: 't3', fullName: 'Ravi Kumar' },
            },
            {
              _id: 'b4',
              bedNumber: 4,
              state: 'OVERDUE',
              notice: true,
              overdue: true,
              tenant: { _id: 't4', fullName: 'Meera Iyer' },
            },
          ],
        },
      ],
    },
  ],
};

describe('the occupancy grid', () => {
  it('counts each state, names each bed’s state in words, and links beds to Assign or the tenant', async () => {
    mockApi({ 'GET /property/occupancy': () => ok(answer) });
    signInAs.staff('MANAGER');
    renderPage(<OccupancyPage />, { url: '/app/occupancy' });
    const beds = await screen.findByRole('list', { name: 'Beds of room 101' });
    expect(within(screen.getByRole('region', { name: 'Notice given' })).getByText('1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Legend' })).getByText('Dues overdue'),
    ).toBeInTheDocument();
    expect(within(beds).getByRole('link', { name: 'Room 101, bed 1: Free' })).toHaveAttribute(
      'href',
      '/app/rooms/view/r1',
    );
    expect(
      within(beds).getByRole('link', { name: 'Room 101, bed 3: Notice given, Ravi Kumar' }),
    ).toHaveAttribute('href', '/app/tenants/view/t3');
    expect(
      within(beds).getByRole('link', { name: 'Room 101, bed 4: Dues overdue, Notice given, Meera Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Floor 1' })).toBeInTheDocument();
  });
});
