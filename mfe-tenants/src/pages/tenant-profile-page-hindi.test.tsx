// Issue 27: the tenant's Profile in Hindi: title, fields, hints, Save and the phone rule.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import TenantProfilePage from './tenant-profile-page';

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

const tenant = {
  _id: 't1',
  fullName: 'asha rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  profilePhoto: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Tenant;

it('reads in Hindi, and says what is wrong with a phone number in Hindi', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  const api = mockApi({ 'GET /tenant/profile': () => ok(tenant) });
  const user = userEvent.setup();
  renderPage(<TenantProfilePage />, { url: '/tenant/profile' });

  expect(screen.getByRole('heading', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
  const form = await screen.findByRole('form', { name: 'मेरी प्रोफ़ाइल' });
  const phone = within(form).getByLabelText(/फ़ोन नंबर/);
  expect(phone).toHaveValue('9876543210');
  expect(form).toHaveTextContent('10 अंकों का भारतीय मोबाइल नंबर, जैसे 98765 43210।');
  expect(within(form).getByLabelText(/प्रोफ़ाइल फ़ोटो/)).toBeInTheDocument();

  await user.clear(phone);
  await user.type(phone, '12345');
  await user.click(within(form).getByRole('button', { name: 'सेव करें' }));
  expect(await within(form).findByText(/10 अंकों का भारतीय मोबाइल नंबर लिखें/)).toBeInTheDocument();
  expect(api.callsTo('PUT', '/tenant/profile')).toHaveLength(0);
});
