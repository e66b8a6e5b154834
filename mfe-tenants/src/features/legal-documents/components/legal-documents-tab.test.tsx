import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegalDocument } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { LegalDocumentsTab } from './legal-documents-tab';

afterEach(() => jest.restoreAllMocks());

const URL_PATH = '/app/tenants/view/t1';
const passport: LegalDocument = {
  _id: 'd1',
  type: 'PASSPORT',
  number: 'K1234567',
  file: { url: '/api/v1/files/legal-documents/0b6f.pdf' },
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<LegalDocumentsTab tenantId="t1" documents={[]} />, { url: URL_PATH });
  expect(screen.getByText('No legal documents uploaded yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload Legal Document' }));
  return screen.findByRole('dialog', { name: 'Upload Legal Document' });
}

describe('the legal documents tab and its dialog', () => {
  it('lists documents with their number and a View link to the file in a new tab, and still offers Upload', () => {
    renderPage(<LegalDocumentsTab tenantId="t1" documents={[passport]} />, { url: URL_PATH });
    expect(screen.getByText('Passport')).toBeInTheDocument();
    expect(screen.getByText('ID: K1234567')).toBeInTheDocument();
    const view = screen.getByRole('link', { name: /View Passport/ });
    expect(view).toHaveAttribute('href', passport.file?.url);
    expect(view).toHaveAttribute('target', '_blank');
    // Issue 22 widens SPEC §2: more than one document, so Upload stays after the first.
    expect(screen.getByRole('button', { name: 'Upload Legal Document' })).toBeInTheDocument();
    expect(screen.queryByText('No legal documents uploaded yet.')).not.toBeInTheDocument();
  });

  it('requires the number and checks an Aadhaar number has 12 digits', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Document Number/), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('An Aadhaar number has 12 digits')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a file that is neither a PDF nor an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Document Number/), '1234 5678 9012');
    await user.upload(
      within(dialog).getByLabelText(/Document File/),
      new File(['MZ'], 'id.exe', { type: 'application/x-msdownload' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('Choose a PDF or an image (JPEG, PNG or WebP).'),
    ).toBeInTheDocument();
  });

  it('uploads the type, number and file, says so and closes', async () => {
    const { callsTo } = mockApi({
      'POST /tenant/t1/legal-documents': () => ok(passport, 'Legal document uploaded successfully.'),
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText(/Document Type/), 'PASSPORT');
    await user.type(within(dialog).getByLabelText(/Document Number/), 'K1234567');
    const pdf = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/Document File/), pdf);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Legal document uploaded successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = callsTo('POST', '/tenant/t1/legal-documents')[0]?.body as FormData;
    expect([body.get('type'), body.get('number'), (body.get('legalDocFile') as File).name]).toEqual([
      'PASSPORT',
      'K1234567',
      'passport.pdf',
    ]);
  });

  it("shows the server's message, or 'Failed to upload legal document.', and stays open", async () => {
    let reply = fail(415, 'Legal document must be a PDF or a JPEG, PNG or WebP image.');
    mockApi({ 'POST /tenant/t1/legal-documents': () => reply });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText(/Document Type/), 'OTHER');
    await user.type(within(dialog).getByLabelText(/Document Number/), 'X1');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Legal document must be a PDF or a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();

    reply = { status: 500, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload legal document.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Legal Document' })).toBeInTheDocument();
  });
});
