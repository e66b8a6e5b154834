// The Aadhaar QR's photo (issue 45): the server's PNG of it beside 'Verified from Aadhaar QR on…'
// on Tenant Details (staff) and on the tenant's Profile (English or Hindi), with alt text; a photo
// the server cannot show is said so, and a QR without one shows none.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Tenant, TenantAadhaar } from '@pgportal/contracts/types';
import { useLanguage } from '@pgportal/runtime/language';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantProfilePage from '../../../pages/tenant-profile-page';
import { StaffAadhaar } from './staff-aadhaar';

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

const PHOTO_URL = '/api/v1/tenant/t1/aadhaar-qr/photo?v=1795854600000';
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
  photo: { url: PHOTO_URL },
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
  aadhaar: verified,
} as unknown as Tenant;

describe('the Aadhaar QR photo', () => {
  it('shows staff the photo beside who verified the QR and when', () => {
    mockApi({});
    renderPage(<StaffAadhaar tenant={tenant} />, { url: '/app/tenants/view/t1' });
    const card = screen.getByRole('region', { name: 'Aadhaar' });
    const photo = within(card).getByRole('img', { name: 'Photo of Meera Nair from the Aadhaar QR' });
    expect(photo).toHaveAttribute('src', PHOTO_URL);
    const verifiedLine = within(card).getByText('Verified from Aadhaar QR on 28 Nov 2026 by Demo Manager');
    // side by side: the photo and the block with the line share one row
    expect(photo.parentElement).toBe(verifiedLine.parentElement!.parentElement);
  });

  it('shows the tenant their own photo on Profile, with its alt text in Hindi', async () => {
    useLanguage.getState().setLanguage('hi');
    mockApi({ 'GET /tenant/profile': () => ok({ ...tenant, language: 'hi' }) });
    renderPage(<TenantProfilePage />, { url: '/tenant/profile' });
    const card = await screen.findByRole('region', { name: 'आधार' });
    expect(within(card).getByRole('img', { name: 'आधार QR से Meera Nair की फ़ोटो' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
    expect(within(card).getByText('28 Nov 2026 को Demo Manager द्वारा आधार QR से सत्यापित')).toBeInTheDocument();
  });

  it('says so when the photo cannot be shown, and shows none for a QR without one', () => {
    mockApi({});
    const { unmount } = renderPage(<StaffAadhaar tenant={tenant} />, { url: '/app/tenants/view/t1' });
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Meera Nair from the Aadhaar QR' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('The photo in this QR could not be shown.')).toBeInTheDocument();
    unmount();

    const xml = {
      ...verified,
      format: 'XML_QR',
      check: 'UNSIGNED',
      verified: false,
      hasPhoto: false,
      photo: null,
    };
    renderPage(<StaffAadhaar tenant={{ ...tenant, aadhaar: xml } as Tenant} />, {
      url: '/app/tenants/view/t1',
    });
    expect(screen.getByText('Read from Aadhaar QR on 28 Nov 2026 by Demo Manager')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('The photo in this QR could not be shown.')).not.toBeInTheDocument();
  });
});
