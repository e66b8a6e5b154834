import type { MealOptOutAnswer, MealOptOutsAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { StaffDaysAway } from './staff-days-away';

afterEach(() => jest.restoreAllMocks());

const away: MealOptOutAnswer = {
  _id: 'o1',
  from: '2026-11-02',
  to: '2026-11-05',
  days: 4,
  note: 'Phoned in',
  givenBy: 'STAFF',
  earnsCredit: true,
  credit: 0,
  withdrawable: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const list = (optOuts: MealOptOutAnswer[], mealsIncluded = true): MealOptOutsAnswer => ({
  mealsIncluded,
  cutoffTime: '21:00',
  minCreditDays: 3,
  optOuts,
});

describe('staff mark a tenant’s days away on Tenant Details', () => {
  it('marks past days with a note for the tenant, then lists them; the kitchen count is revalidated', async () => {
    let standing: MealOptOutAnswer[] = [];
    const api = mockApi({
      'GET /tenant/t1/meal-optouts': () => ok(list(standing)),
      'POST /tenant/t1/meal-optouts': () => {
        standing = [away];
        return ok(away, 'Days away recorded');
      },
    });
    renderPage(<StaffDaysAway tenantId="t1" />, { url: '/app/tenants/view/t1' });
    expect(await screen.findByText('No days away marked')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First day away/), '2026-11-02');
    await user.type(screen.getByLabelText(/^Last day away/), '2026-11-05');
    await user.type(screen.getByLabelText(/^Note/), 'Phoned in');
    await user.click(screen.getByRole('button', { name: 'Mark days away' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/tenant/t1/meal-optouts').at(-1)?.body).toEqual({
        from: '2026-11-02',
        to: '2026-11-05',
        note: 'Phoned in',
      }),
    );
    const table = await screen.findByRole('table', { name: 'Days away' });
    await waitFor(() => expect(table).toHaveTextContent('2 Nov 2026 – 5 Nov 2026 (4 days)'));
    expect(table).toHaveTextContent('Staff');
    expect(table).toHaveTextContent('Phoned in');
  });

  it('says so, and offers no form, when meals are not included', async () => {
    mockApi({ 'GET /tenant/t1/meal-optouts': () => ok(list([], false)) });
    renderPage(<StaffDaysAway tenantId="t1" />, { url: '/app/tenants/view/t1' });
    expect(
      await screen.findByText('Meals are not included for this tenant, so there are no days away to mark.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark days away' })).not.toBeInTheDocument();
  });
});
