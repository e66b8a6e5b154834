import type { Complaint } from '@pgportal/contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { images, sampleComplaint } from '../sample-complaint';
import { ComplaintFormModal, type Viewer } from './complaint-form-modal';

const PLACE = { propertyId: 'p1', roomId: 'r1', bedId: 'b1' };

beforeAll(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

function open(viewer: Viewer, complaint: Complaint | null) {
  const onOpenChange = jest.fn();
  renderPage(
    <ComplaintFormModal
      open
      onOpenChange={onOpenChange}
      viewer={viewer}
      complaint={complaint}
      place={PLACE}
    />,
    { url: '/' },
  );
  return { dialog: screen.getByRole('dialog'), onOpenChange };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('the complaint form modal', () => {
  it("creates: 'Create Complaint', the counter, images with previews that can be removed, 'Add Complaint'", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /complaint/create': () => ok(sampleComplaint()) });
    const { dialog, onOpenChange } = open('tenant', null);
    expect(within(dialog).getByRole('heading', { name: 'Create Complaint' })).toBeInTheDocument();
    expect(within(dialog).getByText('0 / 300')).not.toHaveClass('counterLimit');

    await user.click(within(dialog).getByRole('button', { name: 'Add Complaint' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    const category = within(dialog).getByRole('combobox', { name: /Category/ });
    expect(category).toHaveAccessibleDescription(
      'Choose a category: Plumbing, Electrical, Food, Cleaning, Internet, Furniture or Other.',
    );
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a category',
      'Plumbing',
      'Electrical',
      'Food',
      'Cleaning',
      'Internet',
      'Furniture',
      'Other',
    ]);
    expect(api.callsTo('POST', '/complaint/create')).toHaveLength(0);
    await user.selectOptions(category, 'Plumbing');

    const issue = within(dialog).getByRole('textbox', { name: /Issue/ });
    await user.type(issue, 'Fan broken');
    expect(within(dialog).getByText('10 / 300')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/Images/), [png('one.png'), png('two.png')]);
    const chosen = within(dialog).getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByRole('img', { name: 'one.png' })).toHaveAttribute('src', 'blob:one.png');
    await user.click(within(dialog).getByRole('button', { name: 'Remove one.png' }));
    expect(within(chosen).queryByRole('img', { name: 'one.png' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Complaint' }));
    expect(await screen.findByText('Complaint Created Successfully')).toBeInTheDocument();
    const body = api.callsTo('POST', '/complaint/create')[0]!.body as FormData;
    expect(body.get('issue')).toBe('Fan broken');
    expect(body.get('category')).toBe('PLUMBING');
    expect([body.get('propertyId'), body.get('roomId'), body.get('bedId')]).toEqual(['p1', 'r1', 'b1']);
    expect((body.getAll('complaintImages') as File[]).map((file) => file.name)).toEqual(['two.png']);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('turns the counter red at 300 characters and takes no more', async () => {
    const user = userEvent.setup();
    const { dialog } = open('tenant', null);
    const issue = within(dialog).getByRole('textbox', { name: /Issue/ });
    await user.click(issue);
    await user.paste('a'.repeat(305));
    expect(issue).toHaveValue('a'.repeat(300));
    expect(within(dialog).getByText('300 / 300')).toHaveClass('counterLimit');
  });

  it('refuses a file that is not an image, and more than 10 images in all', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = open('tenant', sampleComplaint({ images: images(9) }));
    const picker = within(dialog).getByLabelText(/Images/);
    await user.upload(picker, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Choose an image file (JPEG, PNG or WebP).')).toBeInTheDocument();
    await user.upload(picker, [png('a.png'), png('b.png')]);
    expect(within(dialog).getByText('A complaint can have at most 10 images.')).toBeInTheDocument();
  });

  it("edits the tenant's open complaint: the issue prefilled, images kept unless removed, 'Update Complaint'", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PUT /complaint/update/c1': () => ok(sampleComplaint()) });
    const { dialog } = open('tenant', sampleComplaint({ status: 'IN_PROGRESS', images: images(2) }));
    expect(within(dialog).getByRole('heading', { name: 'Edit Complaint' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Issue/ })).toHaveValue(
      'The fan in my room is broken',
    );
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    await user.upload(within(dialog).getByLabelText(/Images/), png('new.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Complaint' }));
    expect(await screen.findByText('Complaint Updated Successfully')).toBeInTheDocument();
    const body = api.callsTo('PUT', '/complaint/update/c1')[0]!.body as FormData;
    expect(body.get('removeImageIds')).toBe('["i1"]');
    expect((body.getAll('complaintImages') as File[]).map((file) => file.name)).toEqual(['new.png']);
  });

  it('lets staff change only the status: radios in order, earlier ones disabled, no issue or image editing', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PUT /complaint/review/c1': () => ok(sampleComplaint({ status: 'RESOLVED' })) });
    const { dialog } = open('staff', sampleComplaint({ status: 'IN_PROGRESS', images: images(1) }));
    expect(within(dialog).getByRole('heading', { name: 'Edit Complaint' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Issue/ })).not.toBeInTheDocument();
    // No file picker: the images only open the viewer.
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'View image 1' })).toBeInTheDocument();
    expect(within(dialog).getByText('The fan in my room is broken')).toBeInTheDocument();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'PENDING',
      'REJECTED',
      'IN_PROGRESS',
      'RESOLVED',
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([true, true, false, false]);
    expect(within(dialog).getByRole('radio', { name: 'In Progress' })).toBeChecked();
    const update = within(dialog).getByRole('button', { name: 'Update Complaint' });
    expect(update).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Resolved' }));
    await user.click(update);
    expect(await screen.findByText('Complaint status updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/complaint/review/c1')[0]!.body).toEqual({ status: 'RESOLVED' });
  });

  it('enables every status of a pending complaint for staff', () => {
    const { dialog } = open('staff', sampleComplaint());
    expect(
      within(dialog)
        .getAllByRole('radio')
        .every((radio) => !(radio as HTMLInputElement).disabled),
    ).toBe(true);
  });

  it.each([
    ['staff', 'RESOLVED'],
    ['staff', 'REJECTED'],
    ['tenant', 'RESOLVED'],
  ] as const)(
    "opens a final complaint view-only for %s (%s): 'Complaint Details', with 'Close'",
    async (viewer, status) => {
      const user = userEvent.setup();
      const { dialog, onOpenChange } = open(viewer, sampleComplaint({ status }));
      expect(within(dialog).getByRole('heading', { name: 'Complaint Details' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      expect(
        within(dialog).queryByRole('button', { name: /Update Complaint|Add Complaint/ }),
      ).not.toBeInTheDocument();
      // Nothing to cancel: the footer's button is 'Close' (beside the × of every modal, last in order).
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      const [close, corner] = within(dialog).getAllByRole('button', { name: 'Close' });
      expect(close).toHaveTextContent('Close');
      expect(corner).toHaveAttribute('title', 'Close');
      await user.click(close!);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    },
  );

  it('shows an unknown status as Pending, and the history', () => {
    const weird = sampleComplaint({ status: 'ON_HOLD' as Complaint['status'] });
    weird.history.push({
      from: 'PENDING',
      to: 'IN_PROGRESS',
      changedBy: { _id: 'u1', name: 'demo manager' },
      note: 'The electrician comes on Friday.',
      at: '2026-11-05T10:00:00.000Z',
    });
    const { dialog } = open('staff', weird);
    expect(within(dialog).getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Pending' })).toBeChecked();
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(within(history).getByText('Raised by Ravi Sharma')).toBeInTheDocument();
    expect(within(history).getByText('Pending → In Progress by Demo Manager')).toBeInTheDocument();
  });

  it('closes only the image viewer on Esc when it was opened from the complaint', async () => {
    const user = userEvent.setup();
    const { dialog } = open('staff', sampleComplaint({ images: images(2) }));
    const opener = within(dialog).getByRole('button', { name: 'View image 1' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Complaint images' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Complaint images' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Complaint' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
