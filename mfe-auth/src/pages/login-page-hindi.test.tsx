// Issue 27: the tenant sign-in in Hindi; the language chosen there goes with the code request.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage, resetSession } from '@pgportal/testing';
import { LANGUAGE_STORAGE_KEY, useLanguage } from '@pgportal/runtime/language';
import LoginPage from './login-page';

beforeEach(() => resetSession());
afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  jest.restoreAllMocks();
});

it('switches the tenant sign-in to Hindi and sends the choice with the code request', async () => {
  const api = mockApi({ 'GET /health': () => ok({ status: 'ok' }), 'POST /tenant/login': () => ok(null) });
  renderPage(<LoginPage />, { url: '/tenant/login' });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
  expect(screen.getByRole('heading', { level: 1, name: 'किरायेदार साइन इन' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'स्टाफ़ साइन इन' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  await user.type(screen.getByRole('textbox', { name: 'ईमेल' }), 'tenant@example.com');
  await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
  expect(await screen.findByRole('button', { name: 'सत्यापित करें' })).toBeInTheDocument();
  expect(screen.getByText(/हमने/)).toHaveTextContent('हमने tenant@example.com पर साइन-इन कोड भेजा है।');
  expect(api.callsTo('POST', '/tenant/login')[0]?.body).toEqual({
    email: 'tenant@example.com',
    language: 'hi',
  });
  // the toast made on the page says so in Hindi too
  expect(await screen.findByText('OTP आपके ईमेल पर भेज दिया गया है')).toBeInTheDocument();
  expect(screen.queryByText('OTP has been sent to your email')).not.toBeInTheDocument();
});

it('keeps staff sign-in in English whatever the choice', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  const api = mockApi({ 'GET /health': () => ok({ status: 'ok' }) });
  renderPage(<LoginPage />, { url: '/login' });
  expect(screen.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: /Language|भाषा/ })).not.toBeInTheDocument();
  // the mail note's health answer lands inside the test, not after it (act)
  await api.answered('GET', '/health');
});
