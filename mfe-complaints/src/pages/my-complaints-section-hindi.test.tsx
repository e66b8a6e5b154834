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

it("reads the complaint form's fields and a resolved complaint's details in Hindi, with hi-IN dates", async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  const resolved = sampleComplaint({
    _id: 'c2',
    issue: 'Leaking tap',
    status: 'RESOLVED',
    category: 'PLUMBING',
    history: [
      ...sampleComplaint().history,
      { from: 'PENDING', to: 'RESOLVED', changedBy: { _id: 'u1', name: 'meera manager' }, note: 'Fixed', at: '2026-11-05T10:00:00.000Z' },
    ],
  });
  mockApi({
    'GET /tenant/profile': () => ok({ propertyId: 'p1', roomId: 'r1', bedId: 'b1' }),
    'GET /complaint/my-complaints': () => ({
      body: { success: true, message: 'OK', data: [resolved], pagination: { ...pagination, total: 1, totalPages: 1 } },
    }),
  });
  const user = userEvent.setup();
  renderPage(<MyComplaintsSection />, { url: '/' });

  const row = (await screen.findByText('Leaking tap')).closest('tr')!;
  expect(row).toHaveTextContent('प्लंबिंग');
  expect(row).toHaveTextContent('हल हो गई');
  expect(row).toHaveTextContent('टिप्पणी: Fixed');

  await user.click(within(row).getByRole('button', { name: 'शिकायत देखें: Leaking tap' }));
  const details = screen.getByRole('dialog', { name: 'शिकायत का विवरण' });
  expect(details).toHaveTextContent('101 / बेड 2');
  expect(details).toHaveTextContent('कोई तस्वीर नहीं');
  expect(within(details).getByRole('region', { name: 'इतिहास' })).toHaveTextContent(
    'Meera Manager ने लंबित → हल हो गई किया',
  );
  expect(details).toHaveTextContent('5 नव॰ 2026');
  await user.click(within(details).getAllByRole('button', { name: 'बंद करें' })[0]!);

  await user.click(screen.getByRole('button', { name: 'शिकायत दर्ज करें' }));
  const form = screen.getByRole('form', { name: 'शिकायत दर्ज करें' });
  expect(within(form).getByRole('textbox', { name: /समस्या/ })).toHaveAttribute('placeholder', 'क्या खराब है, और कहाँ?');
  expect(within(form).getByRole('combobox', { name: /श्रेणी/ })).toHaveTextContent('बिजली');
  expect(within(form).getByRole('button', { name: 'शिकायत जोड़ें' })).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'शिकायत जोड़ें' }));
  expect(await within(form).findByText('यह जानकारी ज़रूरी है')).toBeInTheDocument();
});

it('names the status filter, its chips and the actions column in Hindi', async () => {
  act(() => useLanguage.getState().setLanguage('hi'));
  mockApi({
    'GET /tenant/profile': () => ok({ propertyId: 'p1', roomId: 'r1', bedId: 'b1' }),
    'GET /complaint/my-complaints': () => ({
      body: { success: true, message: 'OK', data: [sampleComplaint({ issue: 'Leaking tap' })], pagination },
    }),
  });
  renderPage(<MyComplaintsSection />, { url: '/' });
  const filter = await screen.findByRole('group', { name: 'स्थिति से छाँटें' });
  expect(within(filter).getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'सभी',
    'लंबित',
    'अस्वीकार',
    'काम चल रहा है',
    'हल हो गई',
  ]);
  expect(await screen.findByRole('columnheader', { name: 'कार्रवाई' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
});
