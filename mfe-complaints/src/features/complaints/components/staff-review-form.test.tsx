import type { Complaint } from '@pgportal/contracts/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { sampleComplaint } from '../sample-complaint';
import { ComplaintFormModal } from './complaint-form-modal';

afterEach(() => jest.restoreAllMocks());

function openForStaff(complaint: Complaint) {
  renderPage(
    <ComplaintFormModal open onOpenChange={() => undefined} viewer="staff" complaint={complaint} />,
    { url: '/' },
  );
  return screen.getByRole('dialog', { name: 'Edit Complaint' });
}

describe("staff's note with a status change (issue 22)", () => {
  it('refuses to reject without a reason, on the reason field, and sends the reason given', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PUT /complaint/review/c1': () => ok(sampleComplaint({ status: 'REJECTED' })) });
    const dialog = openForStaff(sampleComplaint());
    expect(within(dialog).getByRole('textbox', { name: 'Note to the tenant' })).not.toBeRequired();
    await user.click(within(dialog).getByRole('radio', { name: 'Rejected' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejecting/ });
    expect(reason).toHaveAttribute('aria-required', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Required'));

    await user.click(within(dialog).getByRole('button', { name: 'Update Complaint' }));
    expect(
      await within(dialog).findByText('Give a reason for rejecting this complaint: the tenant will read it.'),
    ).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(api.callsTo('PUT', '/complaint/review/c1')).toHaveLength(0);

    await user.type(reason, 'The chair belongs to you, not to the PG.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Complaint' }));
    expect(await screen.findByText('Complaint status updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/complaint/review/c1')[0]!.body).toEqual({
      status: 'REJECTED',
      note: 'The chair belongs to you, not to the PG.',
    });
  });

  it('sends an optional note with another change, and shows the server refusal on the note', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'PUT /complaint/review/c1': () => ({
        status: 400,
        body: {
          success: false,
          message: 'The request is not valid.',
          code: 'VALIDATION_FAILED',
          errors: { note: 'The note can be at most 500 characters.' },
        },
      }),
    });
    const dialog = openForStaff(sampleComplaint());
    await user.click(within(dialog).getByRole('radio', { name: 'In Progress' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note to the tenant' });
    await user.type(note, 'The plumber comes tomorrow.');
    expect(within(dialog).getByText('27 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Complaint' }));
    expect(await within(dialog).findByText('The note can be at most 500 characters.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/complaint/review/c1')[0]!.body).toEqual({
      status: 'IN_PROGRESS',
      note: 'The plumber comes tomorrow.',
    });
  });

  it("shows each change's note in the history, a rejection's as its reason", () => {
    const complaint = sampleComplaint({ status: 'REJECTED' });
    complaint.history.push({
      from: 'PENDING',
      to: 'REJECTED',
      changedBy: { _id: 'u1', name: 'demo manager' },
      note: 'Not a fault of the room.',
      at: '2026-11-05T10:00:00.000Z',
    });
    renderPage(
      <ComplaintFormModal open onOpenChange={() => undefined} viewer="tenant" complaint={complaint} />,
      { url: '/' },
    );
    const history = within(screen.getByRole('dialog', { name: 'Complaint Details' })).getByRole('region', {
      name: 'History',
    });
    expect(within(history).getByText('Pending → Rejected by Demo Manager')).toBeInTheDocument();
    expect(within(history).getByText('Reason: Not a fault of the room.')).toBeInTheDocument();
  });
});
