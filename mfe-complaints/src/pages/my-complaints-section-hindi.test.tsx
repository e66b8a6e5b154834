// Issue 27: the kit's own words in My Complaints read in Hindi: the pager and the dialog's buttons.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { sampleComplaint } from '../features/complaints/sample-complaint';
import MyComplaintsSection from './my-complaints-section';

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

const pagination = { page: 1, limit: 10, total: 12, totalPages: 2 };

it('pages and opens the create form with the kit’s words in Hindi', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  mockApi({
    'GET /tenant/profile': () => ok({ propertyId: 'p1', roomId: 'r1', bedId: 'b1' }),
    'GET /complaint/my-complaints': () => ({
      body: { success: true, message: 'OK', data: [sampleComplaint({ issue: 'Leaking tap' })], pagination },
    }),
  });
  renderPage(<MyComplaintsSection />, { url: '/' });
  const pager = await screen.findByRole('navigation', { name: 'पेज' });
  expect(pager).toHaveTextContent('पिछला2 में से पेज 1अगला');
  expect(within(pager).getByRole('button', { name: 'पिछला' })).toBeDisabled();

  await userEvent.setup().click(screen.getByRole('button', { name: 'शिकायत दर्ज करें' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
});
