import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { ChangeRentForm } from './change-rent-dialog';
import { RentHistory } from './rent-history';

afterEach(() => jest.restoreAllMocks());

const tooEarly = 'The effective date cannot be before the start of the current billing period.';

function setUp(change = () => ok(null, 'Rent updated')) {
  const api = mockApi({ 'POST /tenant/t1/rent': change });
  const onSaved = jest.fn();
  renderPage(
    <ChangeRentForm
      tenantId="t1"
      rent={8000}
      mealCost={0}
      nextBillingDay="2026-12-10"
      periodStart="2026-11-10"
      onSaved={onSaved}
      onCancel={jest.fn()}
    />,
    { url: '/app/tenants/view/t1' },
  );
  return { api, onSaved };
}

describe('change rent', () => {
  it('defaults to the current rent from the next billing day, and sends the change', async () => {
    const { api, onSaved } = setUp();
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: /^Rent Amount/ })).toHaveValue('8000');
    expect(screen.getByLabelText(/^Effective from/)).toHaveValue('2026-12-10');
    await user.clear(screen.getByRole('textbox', { name: /^Rent Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /^Rent Amount/ }), '8750');
    await user.type(screen.getByRole('textbox', { name: /^Meal Cost/ }), '1500.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST', '/tenant/t1/rent')[0]?.body).toEqual({
      rent: 8750,
      mealCost: 1500.25,
      effectiveDate: '2026-12-10',
    });
  });

  it('shows the server’s refusal of an early effective date on that field', async () => {
    const { onSaved } = setUp(() => fail(400, tooEarly, { effectiveDate: tooEarly }));
    const user = userEvent.setup();
    const effective = screen.getByLabelText(/^Effective from/);
    await user.clear(effective);
    await user.type(effective, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(effective).toHaveAccessibleDescription(expect.stringContaining(tooEarly)));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists the rent history: effective date, rent, meal cost, why, who and when', async () => {
    mockApi({
      'GET /tenant/t1/rents': () =>
        ok({
          rents: [
            {
              _id: 'c2',
              effectiveDate: '2026-12-10',
              rent: 8750,
              mealCost: 1500,
              reason: 'CHANGE',
              changedBy: { _id: 'u1', name: 'asha verma' },
              createdAt: '2026-11-25T10:00:00.000Z',
            },
            {
              _id: 'c1',
              effectiveDate: '2026-11-10',
              rent: 8000,
              mealCost: 0,
              reason: 'ASSIGN',
              changedBy: null,
              createdAt: '2026-11-10T10:00:00.000Z',
            },
          ],
          currentPeriod: { start: '2026-11-10', end: '2026-12-09' },
          nextBillingDay: '2026-12-10',
        }),
    });
    renderPage(<RentHistory tenantId="t1" />, { url: '/app/tenants/view/t1' });
    const table = await screen.findByRole('table', { name: 'Rent history' });
    const rows = await waitFor(() => {
      const found = table.querySelectorAll('tbody tr');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[0]).toHaveTextContent(/8,750.*1,500.*Changed.*Asha Verma/);
    expect(rows[1]).toHaveTextContent(/8,000.*Assigned/);
  });
});
