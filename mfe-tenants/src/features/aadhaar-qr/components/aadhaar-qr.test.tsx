import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tenant, TenantAadhaar } from '@pgportal/contracts/types';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantProfilePage from '../../../pages/tenant-profile-page';
import { readQrFromFile } from './read-qr';
import { StaffAadhaar } from './staff-aadhaar';

jest.mock('./read-qr', () => ({ readQrFromFile: jest.fn(), readQrFromVideo: jest.fn() }));
const readQr = jest.mocked(readQrFromFile);

afterEach(() => jest.restoreAllMocks());

const verified: TenantAadhaar = {
  maskedNumber: 'XXXX XXXX 4321',
  name: 'Meera Nair',
  dateOfBirth: '2000-02-21',
  yearOfBirth: 2000,
  gender: 'F',
  format: 'SECURE_QR',
  check: 'VERIFIED',
  verified: true,
  certificateFile: 'uidai_offline_publickey_2026.cer',
  hasPhoto: true,
  verifiedAt: '2026-11-28T06:30:00.000Z',
  verifiedByName: 'Demo Manager',
};
const tenant = {
  _id: 't1',
  fullName: 'meera nair',
  email: 'meera@example.com',
  phoneNumber: '9876543210',
  profilePhoto: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  aadhaar: null,
} as unknown as Tenant;
const PICTURE = new File([new Uint8Array([137, 80, 78, 71])], 'qr.png', { type: 'image/png' });

describe('Aadhaar from its QR', () => {
  it('shows the tenant their Aadhaar masked, verified, by whom and when', async () => {
    mockApi({ 'GET /tenant/profile': () => ok({ ...tenant, aadhaar: verified }) });
    renderPage(<TenantProfilePage />, { url: '/tenant/profile' });
    const card = await screen.findByRole('region', { name: 'Aadhaar' });
    expect(within(card).getByText('XXXX XXXX 4321')).toBeInTheDocument();
    expect(within(card).getByText('Verified: UIDAI signature checked')).toBeInTheDocument();
    expect(
      within(card).getByText('Verified from Aadhaar QR on 28 Nov 2026 by Demo Manager'),
    ).toBeInTheDocument();
    expect(within(card).getByText('21 Feb 2000')).toBeInTheDocument();
    expect(within(card).getByText('Female')).toBeInTheDocument();
  });

  it('says when a QR was read but not verified', async () => {
    const unsigned = { ...verified, format: 'XML_QR', check: 'UNSIGNED', verified: false } as TenantAadhaar;
    mockApi({ 'GET /tenant/profile': () => ok({ ...tenant, aadhaar: unsigned }) });
    renderPage(<TenantProfilePage />, { url: '/tenant/profile' });
    const card = await screen.findByRole('region', { name: 'Aadhaar' });
    expect(within(card).getByText('Not verified: this older QR carries no signature')).toBeInTheDocument();
    expect(within(card).getByText('Read from Aadhaar QR on 28 Nov 2026 by Demo Manager')).toBeInTheDocument();
  });

  it('sends the text of the QR found in an uploaded picture, and says so when a picture has none', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /tenant/t1/aadhaar-qr': () =>
        ok({ ...tenant, aadhaar: verified }, 'Aadhaar details saved from the QR'),
    });
    renderPage(<StaffAadhaar tenant={tenant} />, { url: '/app/tenants/view/t1' });
    expect(screen.getByText(/No Aadhaar QR read yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read Aadhaar QR' }));
    const reader = screen.getByRole('dialog', { name: 'Read the Aadhaar QR' });

    readQr.mockResolvedValueOnce(null);
    await user.upload(within(reader).getByLabelText('Upload a picture of the QR'), PICTURE);
    expect(await within(reader).findByRole('alert')).toHaveTextContent(
      'No QR code was found in this picture. Take a sharper, closer picture of the QR and try again.',
    );
    expect(api.callsTo('POST', '/tenant/t1/aadhaar-qr')).toHaveLength(0);

    readQr.mockResolvedValueOnce('123456789');
    await user.upload(within(reader).getByLabelText('Upload a picture of the QR'), PICTURE);
    expect(await screen.findByText('Aadhaar details saved from the QR')).toBeInTheDocument();
    expect(api.callsTo('POST', '/tenant/t1/aadhaar-qr')[0]?.body).toEqual({ qrText: '123456789' });
    expect(screen.queryByRole('dialog', { name: 'Read the Aadhaar QR' })).not.toBeInTheDocument();
  });

  it('offers the upload when the browser has no camera', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPage(<StaffAadhaar tenant={tenant} />, { url: '/app/tenants/view/t1' });
    await user.click(screen.getByRole('button', { name: 'Read Aadhaar QR' }));
    const reader = screen.getByRole('dialog', { name: 'Read the Aadhaar QR' });
    await user.click(within(reader).getByRole('button', { name: 'Use the camera' }));
    expect(within(reader).getByRole('alert')).toHaveTextContent(
      'The camera could not be opened. Upload a picture of the QR instead.',
    );
    expect(within(reader).getByLabelText('Upload a picture of the QR')).toBeEnabled();
  });
});
