// Issue 27: the tenant's Meals tab (days away) in Hindi.
import { act, screen } from '@testing-library/react';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { DaysAwaySection } from './days-away-section';

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('reads in Hindi: the form, the cut-off and the empty list', async () => {
  useLanguage.getState().setLanguage('hi');
  mockApi({
    'GET /tenant/my-meal-optouts': () =>
      ok({ mealsIncluded: true, cutoffTime: '21:00', minCreditDays: 3, optOuts: [] }),
  });
  renderPage(<DaysAwaySection />, { url: '/tenant/dashboard' });
  expect(await screen.findByRole('heading', { name: 'भोजन' })).toBeInTheDocument();
  expect(screen.getByLabelText(/बाहर रहने का पहला दिन/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'बाहर रहने के दिन दर्ज करें' })).toBeInTheDocument();
  expect(screen.getByText(/एक दिन पहले 21:00 \(भारतीय समय\) तक दर्ज करें। लगातार 3 या/)).toBeInTheDocument();
  expect(screen.getByText('बाहर रहने का कोई दिन दर्ज नहीं है।')).toBeInTheDocument();
});
