// Issue 27: the tenant frame's language switch: the frame reads in Hindi, <html lang> follows,
// the choice is saved on the server; the stored language of a tenant who signs in wins.
import { render, screen, waitFor, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@pgportal/testing';
import { RouterProvider, createMemoryRouter } from '@pgportal/runtime/router';
import { LANGUAGE_STORAGE_KEY, useLanguage } from '@pgportal/runtime/language';
import { resetSession, signInAsTenant } from '../testing/fixtures';
import { TenantLayout } from './tenant-layout';

function renderTenantLayout() {
  const router = createMemoryRouter(
    [{ path: '/tenant', element: <TenantLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: ['/tenant/dashboard'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(resetSession);
afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('switches the frame to Hindi, sets <html lang> and saves the choice on the server', async () => {
  const api = mockApi({ 'PUT /tenant/my-language': () => ok({ language: 'hi' }) });
  signInAsTenant({ fullName: 'ravi kumar' });
  renderTenantLayout();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
  const nav = screen.getByRole('navigation', { name: 'मुख्य' });
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'होम',
    'बिल और भुगतान',
    'मेरी शिकायतें',
  ]);
  expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
  expect(screen.getByText('किरायेदार')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  await waitFor(() => expect(api.callsTo('PUT', '/tenant/my-language')[0]?.body).toEqual({ language: 'hi' }));
});

it("follows the signed-in tenant's stored language", () => {
  signInAsTenant({ fullName: 'ravi kumar', language: 'hi' });
  renderTenantLayout();
  expect(screen.getByRole('button', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
});
