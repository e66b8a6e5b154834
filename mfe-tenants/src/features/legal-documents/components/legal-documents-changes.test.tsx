import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegalDocument } from '@pgportal/contracts/types';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { LegalDocumentsTab } from './legal-documents-tab';

afterEach(() => jest.restoreAllMocks());

const URL_PATH = '/app/tenants/view/t1';
const aadhaar: LegalDocument = {
  _id: 'd1',
  type: 'AADHAR',
  number: 'XXXX XXXX 9012',
  file: { url: '/api/v1/files/legal-documents/a.pdf' },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const passport: LegalDocument = { ...aadhaar, _id: 'd2', type: 'PASSPORT', number: 'K1234567', file: null };

const renderTab = () =>
  renderPage(<LegalDocumentsTab tenantId="t1" documents={[aadhaar, passport]} />, { url: URL_PATH });

describe('replacing and deleting legal documents (issue 22)', () => {
  it('replaces one document: type, number and a new file, keeping the number when left empty', async () => {
    const { callsTo } = mockApi({
      'PUT /tenant/t1/legal-documents/d2': () => ok(passport, 'Legal document updated successfully.'),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Replace Passport K1234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Legal Document' });
    expect(within(dialog).getByLabelText(/Document Type/)).toHaveValue('PASSPORT');
    expect(within(dialog).getByText('Leave empty to keep K1234567.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Document Type/), 'DRIVING_LICENSE');
    await user.type(within(dialog).getByLabelText(/Document Number/), 'DL-0420');
    await user.upload(
      within(dialog).getByLabelText(/New Document File/),
      new File(['%PDF'], 'dl.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Legal document updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = callsTo('PUT', '/tenant/t1/legal-documents/d2')[0]?.body as FormData;
    expect([body.get('type'), body.get('number'), (body.get('legalDocFile') as File).name]).toEqual([
      'DRIVING_LICENSE',
      'DL-0420',
      'dl.pdf',
    ]);
  });

  it("puts the server's field message on the number and stays open", async () => {
    mockApi({
      'PUT /tenant/t1/legal-documents/d1': () =>
        fail(400, 'Enter the number of the new document type.', {
          number: 'Enter the number of the new document type.',
        }),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Replace Aadhaar Card XXXX XXXX 9012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Legal Document' });
    await user.selectOptions(within(dialog).getByLabelText(/Document Type/), 'VOTER_ID');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the number of the new document type.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Replace Legal Document' })).toBeInTheDocument();
  });

  it('deletes a document after confirmation, warning that its file goes for good', async () => {
    const { callsTo } = mockApi({
      'DELETE /tenant/t1/legal-documents/d1': () => ok(null, 'Legal document deleted successfully.'),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Delete Aadhaar Card XXXX XXXX 9012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Legal Document' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Legal document deleted successfully.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/tenant/t1/legal-documents/d1')).toHaveLength(1);
  });
});
