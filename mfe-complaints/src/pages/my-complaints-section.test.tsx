import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { NEEDS_BED_TEXT } from '../features/complaints/components/create-complaint-button';
import { sampleComplaint } from '../features/complaints/sample-complaint';
import MyComplaintsSection from './my-complaints-section';

afterEach(() => jest.restoreAllMocks());

const page = (data: unknown[]) => ({ body: { success: true, message: 'OK', data } });
const noImages = sampleComplaint({ _id: 'c2', issue: 'Leaking tap', status: 'RESOLVED' });

describe('My Complaints', () => {
  it('opens the create form for a tenant on a bed', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /tenant/profile': () => ok({ propertyId: 'p1', roomId: 'r1', bedId: 'b1' }),
      'GET /complaint/my-complaints': () => page([]),
    });
    renderPage(<MyComplaintsSection />, { url: '/' });
    await user.click(await screen.findByRole('button', { name: 'Create Complaint' }));
    expect(screen.getByRole('dialog', { name: 'Create Complaint' })).toBeInTheDocument();
    expect(screen.queryByText(NEEDS_BED_TEXT)).not.toBeInTheDocument();
  });

  it('says why a tenant on no bed cannot raise one, and still lists their complaints', async () => {
    mockApi({
      'GET /tenant/profile': () => ok({ propertyId: 'p1', roomId: null, bedId: null }),
      'GET /complaint/my-complaints': () => page([noImages]),
    });
    renderPage(<MyComplaintsSection />, { url: '/' });
    expect(await screen.findByText(NEEDS_BED_TEXT)).toBeInTheDocument();
    expect(await screen.findByText('Leaking tap')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Complaint' })).not.toBeInTheDocument();
  });
});
