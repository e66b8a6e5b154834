import type { MealOptOutAnswer, MealOptOutsAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { DaysAwaySection } from './days-away-section';

afterEach(() => jest.restoreAllMocks());

const away: MealOptOutAnswer = {
  _id: 'o1',
  from: '2030-01-10',
  to: '2030-01-13',
  days: 4,
  note: '',
  givenBy: 'TENANT',
  earnsCredit: true,
  credit: 0,
  withdrawable: true,
  createdAt: '2029-12-20T10:00:00.000Z',
};
const list = (optOuts: MealOptOutAnswer[], mealsIncluded = true): MealOptOutsAnswer => ({
  mealsIncluded,
  cutoffTime: '21:00',
  minCreditDays: 3,
  optOuts,
});

const render = () => renderPage(<DaysAwaySection />, { url: '/tenant/dashboard' });

describe('the tenant’s Meals', () => {
  it('says when the days chosen are too few for a credit, and marks them', async () => {
    const api = mockApi({
      'GET /tenant/my-meal-optouts': () => ok(list([])),
      'POST /tenant/my-meal-optouts': () => ok({ ...away, to: '2030-01-11', days: 2, earnsCredit: false }),
    });
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First day away/), '2030-01-10');
    await user.type(screen.getByLabelText(/Last day away/), '2030-01-11');
    expect(
      await screen.findByText('2 days away: absences shorter than 3 days earn no meal credit.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Mark days away by 21:00 \(India time\) the day before/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark days away' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/my-meal-optouts')).toHaveLength(1));
    expect(api.callsTo('POST', '/tenant/my-meal-optouts')[0]?.body).toEqual({
      from: '2030-01-10',
      to: '2030-01-11',
    });
  });

  it('lists days away with their credit and withdraws one', async () => {
    const api = mockApi({
      'GET /tenant/my-meal-optouts': () =>
        ok(
          list([
            away,
            {
              ...away,
              _id: 'o2',
              from: '2029-12-01',
              to: '2029-12-05',
              days: 5,
              credit: -500,
              withdrawable: false,
            },
          ]),
        ),
      'DELETE /tenant/my-meal-optouts/o1': () => ok(null, 'Days away withdrawn'),
    });
    render();
    const table = await screen.findByRole('table', { name: 'My days away' });
    expect(await within(table).findByText('After the last day away')).toBeInTheDocument();
    expect(within(table).getByText('-₹500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw days away 1 Dec 2029/ })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Withdraw days away 10 Jan 2030 – 13 Jan 2030' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/tenant/my-meal-optouts/o1')).toHaveLength(1));
  });

  it('tells a tenant without meals there is nothing to mark', async () => {
    mockApi({ 'GET /tenant/my-meal-optouts': () => ok(list([], false)) });
    render();
    expect(await screen.findByText(/Meals are not included in your rent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark days away' })).not.toBeInTheDocument();
  });
});
