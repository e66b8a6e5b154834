import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { MoveTenantForm } from './move-tenant-form';

afterEach(() => jest.restoreAllMocks());

const freeBed = {
  _id: 'b9',
  bedNumber: 2,
  room: { _id: 'r5', roomNumber: '205', floor: 2 },
  property: { _id: 'p2', name: 'Lakeview PG' },
};

function setUp(move = () => ok({ adjustment: null }, 'Tenant moved to the new bed')) {
  const api = mockApi({
    'GET /bed/free': (request) => ok(request.query.get('search')?.startsWith('20') ? [freeBed] : []),
    'POST /tenant/t1/move': move,
  });
  const onSaved = jest.fn();
  renderPage(
    <MoveTenantForm tenantId="t1" rent={8000} mealCost={2500} onSaved={onSaved} onCancel={jest.fn()} />,
    {
      url: '/app/rooms/view/r1',
    },
  );
  return { api, onSaved };
}

describe('move tenant form', () => {
  it('picks a free bed by room (room/bed, floor, property), keeps the rent by default and sends the move', async () => {
    const { api, onSaved } = setUp();
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: /^Rent Amount/ })).toHaveValue('8000');
    expect(screen.getByRole('textbox', { name: /^Meal Cost/ })).toHaveValue('2500');
    await user.type(screen.getByRole('combobox', { name: /^New bed/ }), '20');
    const option = await screen.findByRole('option', { name: /Room 205 \/ Bed 2/ });
    expect(option).toHaveTextContent('Floor 2 · Lakeview PG');
    await user.click(option);
    await user.clear(screen.getByRole('textbox', { name: /^Rent Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /^Rent Amount/ }), '₹9,000.50');
    await user.click(
      screen.getByRole('checkbox', { name: 'Pro-rate the difference for the rest of this period' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST', '/tenant/t1/move')[0]?.body).toEqual({
      bedId: 'b9',
      rent: 9000.5,
      mealCost: 2500,
      prorate: true,
    });
  });

  it('requires a bed, and shows a taken bed’s server message on the picker', async () => {
    const occupied = 'This bed is already occupied';
    const { api, onSaved } = setUp(() => fail(409, occupied, { bedId: occupied }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/tenant/t1/move')).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: /^New bed/ }), '205');
    await user.click(await screen.findByRole('option', { name: /Room 205/ }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^New bed/ })).toHaveAccessibleDescription(occupied),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
