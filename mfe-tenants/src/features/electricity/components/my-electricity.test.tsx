import type { ElectricityWorksheetAnswer, MyElectricityShareAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { MyElectricity } from './my-electricity';

afterEach(() => jest.restoreAllMocks());

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
  });

  it('shows nothing to a tenant with no electricity shares', async () => {
    const api = mockApi({ 'GET /tenant/my-electricity': () => ok([]) });
    renderPage(<MyElectricity />, { url: '/tenant/billing' });
    await waitFor(() => expect(api.callsTo('GET', '/tenant/my-electricity')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('table', { name: 'Electricity shares' })).not.toBeInTheDocument();
  });
});
