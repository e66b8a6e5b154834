import type { ElectricityWorksheetAnswer, MeterReadingAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, renderPage } from '@pgportal/testing';
import { MeterReadingsSection } from './meter-readings-section';

afterEach(() => jest.restoreAllMocks());

const first: MeterReadingAnswer = {
  _id: 'm1',
  roomId: 'r1',
  readingDate: '2026-09-30',
  reading: 1000,
  photo: null,
  periodStart: null,
  units: null,
  rate: null,
  cost: null,
  unbilled: 0,
  billed: false,
  isLatest: false,
  createdAt: '2026-09-30T10:00:00.000Z',
};
const latest: MeterReadingAnswer = {
  ...first,
  _id: 'm2',
  readingDate: '2026-10-31',
  reading: 1310,
  periodStart: '2026-10-01',
  units: 310,
  rate: 8.5,
  cost: 2635,
  isLatest: true,
};

describe('the room page’s Electricity section', () => {
  it('lists readings with their periods, Correct on the latest only, and records a reading with its photo', async () => {
    let answer = () =>
      fail(400, 'The reading is below the last reading: a meter only goes up.', {
        reading: 'The reading is below the last reading: a meter only goes up.',
      });
    const api = mockApi({
      'GET /room/r1/meter-readings': () => ok([latest, first]),
      'POST /room/r1/meter-readings': () => answer(),
    });
    renderPage(<MeterReadingsSection roomId="r1" />, { url: '/app/rooms/view/r1' });
    const table = await screen.findByRole('table', { name: 'Meter readings' });
    expect(
      within(table).getByRole('row', { name: /1310.*Oct 01 2026 to Oct 31 2026.*310.*₹2,635/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /1000.*First reading/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Correct the reading/ })).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record reading' });
    await user.clear(within(dialog).getByLabelText(/Reading date/));
    await user.type(within(dialog).getByLabelText(/Reading date/), '2026-11-30');
    await user.type(within(dialog).getByLabelText(/Reading \(units\)/), '1200');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'meter.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Meter photo/), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText('The reading is below the last reading: a meter only goes up.'),
    ).toBeInTheDocument();

    answer = () => ok([latest, first], 'Meter reading recorded successfully');
    await user.clear(within(dialog).getByLabelText(/Reading \(units\)/));
    await user.type(within(dialog).getByLabelText(/Reading \(units\)/), '1400');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record reading' })).not.toBeInTheDocument(),
    );
    const body = api.callsTo('POST', '/room/r1/meter-readings').at(-1)?.body as FormData;
    expect([body.get('readingDate'), body.get('reading'), (body.get('photo') as File).name]).toEqual([
      '2026-11-30',
      '1400',
      'meter.png',
    ]);
  }, 30_000);

  it('opens a period’s worksheet with a link to download it as a PDF', async () => {
    const sheet: ElectricityWorksheetAnswer = {
      readingId: 'm2',
      roomId: 'r1',
      roomNumber: '101',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      periodDays: 31,
      previous: { _id: 'm1', readingDate: '2026-09-30', reading: 1000, photo: null },
      current: { _id: 'm2', readingDate: '2026-10-31', reading: 1310, photo: null },
      units: 310,
      rate: 8.5,
      cost: 2635,
      unbilled: 0,
      shares: [{ tenantId: 't1', name: 'Asha Rao', isYou: false, days: 31, share: 2635, status: 'PENDING' }],
    };
    mockApi({
      'GET /room/r1/meter-readings': () => ok([latest, first]),
      'GET /room/r1/electricity/m2': () => ok(sheet),
    });
    renderPage(<MeterReadingsSection roomId="r1" />, { url: '/app/rooms/view/r1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Worksheet of Oct 31 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Electricity worksheet' });
    const link = await within(dialog).findByRole('link', { name: 'Download worksheet' });
    expect(link).toHaveAttribute('href', '/api/v1/room/r1/electricity/m2/pdf');
    expect(link).toHaveAttribute('download');
    expect(within(dialog).getByRole('row', { name: /Asha Rao.*31.*₹2,635/ })).toBeInTheDocument();
  }, 30_000);
});
