// Issue 42: a tenant may be admitted without an e-mail (the form says what that means), and a
// guardian's landline is sent as typed, with its STD code.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { TenantForm } from './tenant-form';

afterEach(() => jest.restoreAllMocks());

it('admits a tenant without an e-mail, saying they cannot sign in until one is added', async () => {
  const { callsTo } = mockApi({ 'POST /tenant/add': () => ok({ _id: 't1' }, 'Tenant Added Successfully') });
  const user = userEvent.setup();
  const onSaved = jest.fn();
  renderPage(<TenantForm onSaved={onSaved} onCancel={jest.fn()} />, { url: '/app/tenants/admission' });
  const email = screen.getByLabelText(/^Email/);
  expect(email).not.toBeRequired();
  expect(email).toHaveAccessibleDescription(
    'Without an e-mail the tenant cannot sign in to the portal until one is added.',
  );
  await user.type(screen.getByLabelText(/Full Name/), 'Ramu Kaka');
  await user.type(screen.getByLabelText(/^Phone Number/), '98765 43210');
  await user.type(screen.getByLabelText(/Date of Birth/), '1970-04-05');
  await user.type(screen.getByLabelText(/^Address/), 'Village Rampur');
  await user.selectOptions(screen.getByLabelText('Profession'), 'STUDENT');
  await user.type(screen.getByLabelText('Guardian Contact Number'), '(0522) 2345678');
  await user.click(screen.getByRole('button', { name: 'Add Tenant' }));

  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const body = callsTo('POST', '/tenant/add')[0]?.body as FormData;
  expect(body.get('email')).toBe('');
  expect(JSON.parse(body.get('localGuardian') as string)).toMatchObject({ contactNumber: '(0522) 2345678' });
});
