import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantProfilePage from './tenant-profile-page';

afterEach(() => jest.restoreAllMocks());

const tenant = {
  _id: 't1',
  fullName: 'asha rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  profilePhoto: { url: '/uploads/profile-photos/asha.png' },
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Tenant;

describe("the tenant's Profile", () => {
  it('shows their photo, name, e-mail and phone', async () => {
    mockApi({ 'GET /tenant/profile': () => ok(tenant) });
    renderPage(<TenantProfilePage />, { url: '/tenant/profile' });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('98765 43210')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', tenant.profilePhoto!.url);
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('9876543210');
  });

  it('refuses a number the staff form would refuse, and saves a good one with a new photo', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /tenant/profile': () => ok(tenant),
      'PUT /tenant/profile': () =>
        ok({ ...tenant, phoneNumber: '9123456780' }, 'Profile updated successfully'),
    });
    renderPage(<TenantProfilePage />, { url: '/tenant/profile' });
    const form = await screen.findByRole('form', { name: 'My profile' });
    const phone = within(form).getByLabelText(/Phone Number/);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Enter a 10-digit Indian mobile number/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/tenant/profile')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+91 91234 56780');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText(/Profile Photo/), photo);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const sent = api.callsTo('PUT', '/tenant/profile')[0]?.body as FormData;
    expect(sent.get('phoneNumber')).toBe('9123456780');
    expect((sent.get('profilePhoto') as File).name).toBe('me.png');
  });
});
