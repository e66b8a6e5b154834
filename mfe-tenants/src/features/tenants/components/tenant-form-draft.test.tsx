import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant, User } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { TenantForm } from './tenant-form';

const me = { _id: 'u1', name: 'asha rao', role: 'MANAGER' } as User;
const DRAFT_KEY = 'pgportal:draft:u1:tenant-admission';

beforeEach(() => {
  sessionStorage.clear();
  useSession.getState().signedInAsStaff(me);
});
afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().signedOut();
});

const renderForm = (tenant?: Tenant) =>
  renderPage(<TenantForm tenant={tenant} onSaved={jest.fn()} onCancel={jest.fn()} />, {
    url: '/app/tenants/admission',
  });

describe('New Tenant draft', () => {
  it('keeps what was typed for the signed-in person and restores it, with a notice, when the form opens again', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText(/Full Name/), 'Ravi Kumar');
    await user.selectOptions(screen.getByLabelText('Profession'), 'STUDENT');
    await user.type(screen.getByLabelText('Guardian Name'), 'Uncle Mohan');
    first.unmount();

    renderForm();
    expect(await screen.findByText('Your unsaved draft was restored.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Profession')).toHaveValue('STUDENT');
    expect(screen.getByLabelText('Guardian Name')).toHaveValue('Uncle Mohan');
  });

  it('never keeps the whole passport or visa number of a foreign national (issue 45)', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /foreign national/ }));
    await user.type(screen.getByLabelText(/^Nationality/), 'Nepal');
    await user.type(screen.getByLabelText(/^Passport number/), 'K1234567');
    await user.type(screen.getByLabelText(/^Visa, e-Visa or OCI number/), 'VX9876543');
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Nepal');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('K1234567');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('VX9876543');
    first.unmount();

    renderForm();
    expect(await screen.findByLabelText(/^Nationality/)).toHaveValue('Nepal');
    expect(screen.getByLabelText(/^Passport number/)).toHaveValue('');
  });

  it('is cleared once the tenant is added', async () => {
    mockApi({ 'POST /tenant/add': () => ok({ _id: 't1' }, 'Tenant Added Successfully') });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Phone Number/), '9876543210');
    await user.type(screen.getByLabelText(/Date of Birth/), '2001-04-05');
    await user.type(screen.getByLabelText(/^Address/), '12 MG Road');
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('is not kept when updating a tenant', async () => {
    const user = userEvent.setup();
    renderForm({
      _id: 't1',
      fullName: 'Asha Rao',
      email: 'a@example.com',
      phoneNumber: '9876543210',
      address: 'x',
    } as Tenant);
    await user.type(screen.getByLabelText(/Full Name/), ' Devi');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
