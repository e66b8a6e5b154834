import type { ElectricityWorksheetAnswer, MyElectricityShareAnswer } from '@pgportal/contracts/responses';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { MyElectricity } from './my-electricity';

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

const share: MyElectricityShareAnswer = {
  readingId: 'r2',
  roomNumber: '101',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  days: 21,
  share: 825.9,
  status: 'PENDING',
};
const reading = (id: string, readingDate: string, value: number) => ({
  _id: id,
  readingDate,
  reading: value,
  photo: { url: `/api/v1/files/meter-photos/${id}.png` },
});
const sheet: ElectricityWorksheetAnswer = {
  readingId: 'r2',
  roomId: 'room1',
  roomNumber: '101',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  periodDays: 31,
  previous: reading('r1', '2026-09-30', 1000),
  current: reading('r2', '2026-10-31', 1310),
  units: 310,
  rate: 8.5,
  cost: 2635,
  unbilled: 0,
  shares: [
    { tenantId: null, name: 'another tenant', isYou: false, days: 31, share: 1219.18, status: 'PENDING' },
    { tenantId: 't1', name: 'Bilal Khan', isYou: true, days: 21, share: 825.9, status: 'PENDING' },
  ],
};

describe("the tenant's electricity on Billing", () => {
  it('lists their share by days and opens the worksheet with the readings, photos and the others hidden', async () => {
    mockApi({
      'GET /tenant/my-electricity': () => ok([share]),
      'GET /tenant/my-electricity/r2': () => ok(sheet),
    });
    renderPage(<MyElectricity />, { url: '/tenant/billing' });
    const table = await screen.findByRole('table', { name: 'Electricity shares' });
    const row = within(table).getByRole('row', { name: /21.*₹825\.90.*On your next invoice/ });
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Worksheet of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Electricity worksheet' });
    expect(await within(dialog).findByText(/310 units × ₹8\.50 =/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^Meter photo of/ })).toHaveLength(2);
    expect(within(dialog).getByRole('row', { name: /another tenant.*31.*₹1,219\.18/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Bilal Khan.*21.*₹825\.90/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/Oct 01 2026 to Oct 31 2026 \(31 days\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('Previous reading', { exact: false })).toBeInTheDocument();
    // the worksheet downloads as a PDF with its verify QR code
    expect(within(dialog).getByRole('link', { name: 'Download worksheet' })).toHaveAttribute(
      'href',
      '/api/v1/tenant/my-electricity/r2/pdf',
    );
  });

  it("reads the worksheet in Hindi for a Hindi tenant, numbers and dates in hi-IN; names stay as typed", async () => {
    useLanguage.getState().setLanguage('hi');
    mockApi({
      'GET /tenant/my-electricity': () => ok([share]),
      'GET /tenant/my-electricity/r2': () => ok({ ...sheet, previous: { ...sheet.previous, photo: null } }),
    });
    renderPage(<MyElectricity />, { url: '/tenant/billing' });
    const table = await screen.findByRole('table', { name: 'बिजली में आपका हिस्सा' });
    await userEvent.setup().click(within(table).getByRole('button', { name: /का हिसाब$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'बिजली का हिसाब' });
    expect(
      await within(dialog).findByText('1 अक्टू॰ 2026 से 31 अक्टू॰ 2026 (31 दिन): 310 यूनिट × ₹8.50 =', { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('₹2,635')).toBeInTheDocument();
    expect(within(dialog).getByText(/^पिछली रीडिंग/)).toHaveTextContent('पिछली रीडिंग: 1,000, 30 सित॰ 2026 को');
    expect(within(dialog).getByText('कोई फ़ोटो नहीं')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '31 अक्टू॰ 2026 की मीटर फ़ोटो' })).toBeInTheDocument();
    const shares = within(dialog).getByRole('table', { name: 'रहने के दिनों के हिसाब से हिस्से' });
    expect(within(shares).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'किरायेदार',
      'रहने के दिन',
      'हिस्सा',
      'स्थिति',
    ]);
    expect(within(shares).getByRole('row', { name: /दूसरे किरायेदार.*31.*₹1,219\.18.*बाकी/ })).toBeInTheDocument();
    expect(within(shares).getByRole('row', { name: /Bilal Khan.*21.*₹825\.90.*बाकी/ })).toBeInTheDocument();
    expect(within(dialog).queryByText(/another tenant|Previous reading|units|Shares by days/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'वर्कशीट डाउनलोड करें' })).toHaveAttribute('download');
  });

  it('shows nothing to a tenant with no electricity shares', async () => {
    const api = mockApi({ 'GET /tenant/my-electricity': () => ok([]) });
    renderPage(<MyElectricity />, { url: '/tenant/billing' });
    await waitFor(() => expect(api.callsTo('GET', '/tenant/my-electricity')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('table', { name: 'Electricity shares' })).not.toBeInTheDocument();
  });
});
