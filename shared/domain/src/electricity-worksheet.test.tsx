import type { ElectricityWorksheetAnswer } from '@pgportal/contracts/responses';
import { render, screen, within } from '@testing-library/react';
import { ElectricityWorksheet } from './electricity-worksheet';

const reading = (id: string, readingDate: string, value: number, photo = true) => ({
  _id: id,
  readingDate,
  reading: value,
  photo: photo ? { url: `/api/v1/files/meter-photos/${id}.png` } : null,
});
const sheet: ElectricityWorksheetAnswer = {
  readingId: 'r2',
  roomId: 'room1',
  roomNumber: '101',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  periodDays: 31,
  previous: reading('r1', '2026-09-30', 1000, false),
  current: reading('r2', '2026-10-31', 1310),
  units: 310,
  rate: 8.5,
  cost: 2635,
  unbilled: 0,
  shares: [
    { tenantId: null, name: 'another tenant', isYou: false, days: 10, share: 850, status: 'BILLED' },
    { tenantId: 't1', name: 'Bilal Khan', isYou: true, days: 21, share: 1785, status: null },
  ],
};

describe('the electricity worksheet', () => {
  it('reads in English by default, as staff see it', () => {
    render(<ElectricityWorksheet sheet={{ ...sheet, shares: [], unbilled: 2635 }} />);
    expect(
      screen.getByText('Oct 01 2026 to Oct 31 2026 (31 days): 310 units × ₹8.50 =', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Previous reading/)).toHaveTextContent('Previous reading: 1000 on Sep 30 2026');
    expect(screen.getByText('No photo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Meter photo of Oct 31 2026' })).toBeInTheDocument();
    expect(screen.getByText('Nobody stayed in the room in this period')).toBeInTheDocument();
    expect(
      screen.getByText('Nobody stayed: ₹2,635 is recorded as unbilled and stays with the property.'),
    ).toBeInTheDocument();
  });

  it('offers the PDF as a download link only when given its address', () => {
    const { rerender } = render(<ElectricityWorksheet sheet={sheet} />);
    expect(screen.queryByRole('link', { name: 'Download worksheet' })).not.toBeInTheDocument();
    rerender(
      <ElectricityWorksheet
        sheet={sheet}
        downloadUrl="/api/v1/tenant/my-electricity/r2/pdf"
        labels={{ download: 'वर्कशीट डाउनलोड करें' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'वर्कशीट डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/api/v1/tenant/my-electricity/r2/pdf',
    );
  });

  it("keeps the server's name for the others when no word is given for them", () => {
    render(<ElectricityWorksheet sheet={sheet} />);
    const table = screen.getByRole('table', { name: 'Shares by days stayed' });
    expect(
      within(table).getByRole('row', { name: /another tenant.*10.*₹850.*Invoiced/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bilal Khan.*21.*₹1,785.*No charge/ })).toBeInTheDocument();
  });

  it('takes its words and formats from labels, the rest staying English', () => {
    render(
      <ElectricityWorksheet
        sheet={sheet}
        labels={{
          count: (value) => `#${value}`,
          colTenant: 'किरायेदार',
          statusBILLED: 'बिल में जुड़ गया',
          anotherTenant: 'दूसरे किरायेदार',
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Shares by days stayed' });
    expect(within(table).getByRole('columnheader', { name: 'किरायेदार' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /दूसरे किरायेदार.*#10.*बिल में जुड़ गया/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bilal Khan.*#21/ })).toBeInTheDocument();
    expect(screen.getByText(/#310 units/)).toBeInTheDocument();
  });
});
