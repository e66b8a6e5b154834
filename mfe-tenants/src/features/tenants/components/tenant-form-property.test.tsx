import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage, resetSession, signInAs } from '@pgportal/testing';
import { TenantForm } from './tenant-form';

const SUNRISE = '11111111-1111-4111-8111-111111111111';
const LAKEVIEW = '22222222-2222-4222-8222-222222222222';

afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

describe('New Tenant: the property', () => {
  it('names the current property and sends the one chosen among the caller’s', async () => {
    const { callsTo } = mockApi({
      'GET /property/all-propertis': () =>
        ok([
          { _id: SUNRISE, name: 'Sunrise PG' },
          { _id: LAKEVIEW, name: 'Lakeview PG' },
        ]),
      'POST /tenant/add': () => ok({ _id: 't1' }),
    });
    signInAs.staff('MANAGER', { assignedPGs: [SUNRISE, LAKEVIEW], currentProperty: SUNRISE });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderPage(<TenantForm onSaved={onSaved} onCancel={jest.fn()} />, { url: '/app/tenants/admission' });
    expect(await screen.findByText('Sunrise PG', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/^Property:/)).toHaveTextContent('Property: Sunrise PG');
    const choice = screen.getByRole('combobox', { name: /^Property/ });
    expect(choice).toHaveValue(SUNRISE);
    await user.selectOptions(choice, 'Lakeview PG');
    expect(screen.getByText(/^Property:/)).toHaveTextContent('Property: Lakeview PG');

    await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Phone Number/), '9876543210');
    await user.type(screen.getByLabelText(/Date of Birth/), '2001-04-05');
    await user.type(screen.getByLabelText(/^Address/), '12 MG Road');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((callsTo('POST', '/tenant/add')[0]?.body as FormData).get('propertyId')).toBe(LAKEVIEW);
  });

  it('offers no choice to a caller with one property', async () => {
    mockApi({ 'GET /property/all-propertis': () => ok([{ _id: SUNRISE, name: 'Sunrise PG' }]) });
    signInAs.staff('MANAGER', { assignedPGs: [SUNRISE], currentProperty: SUNRISE });
    renderPage(<TenantForm onSaved={jest.fn()} onCancel={jest.fn()} />, { url: '/app/tenants/admission' });
    expect(await screen.findByText('Sunrise PG', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Property/ })).not.toBeInTheDocument();
  });
});
