import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { ElectricityWorksheetAnswer } from '@pgportal/contracts/responses';
import { DataTable, type DataTableColumn, layout } from '@pgportal/ui';

type Share = ElectricityWorksheetAnswer['shares'][number] & { row: number };

const columns: DataTableColumn<Share>[] = [
  { key: 'name', header: 'Tenant' },
  { key: 'days', header: 'Days stayed', align: 'end' },
  { key: 'share', header: 'Share', align: 'end', render: ({ share }) => formatINR(share) },
  {
    key: 'status',
    header: 'Status',
    render: ({ status }) =>
      status === 'BILLED' ? 'Invoiced' : status === 'PENDING' ? 'Pending' : 'No charge',
  },
];

function ReadingFigure({
  label,
  reading,
}: {
  label: string;
  reading: ElectricityWorksheetAnswer['current'];
}) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        {label}: <strong>{reading.reading}</strong> on {formatDate(reading.readingDate)}
      </figcaption>
      {reading.photo ? (
        // a link: the full-size photo, and keyboard access to a worksheet that scrolls on a phone
        <a href={reading.photo.url} target="_blank" rel="noreferrer">
          <img
            src={reading.photo.url}
            alt={`Meter photo of ${formatDate(reading.readingDate)}`}
            style={{ maxWidth: '100%', maxHeight: 240 }}
          />
        </a>
      ) : (
        <p>No photo</p>
      )}
    </figure>
  );
}

/** The worksheet of a period: both readings with their photos, units × rate = cost, and the shares by days. */
export function WorksheetView({ sheet }: { sheet: ElectricityWorksheetAnswer }) {
  return (
    <div className={layout.stackLg}>
      <p>
        {formatDate(sheet.periodStart)} to {formatDate(sheet.periodEnd)} ({sheet.periodDays} days):{' '}
        {sheet.units} units × {formatINR(sheet.rate)} = <strong>{formatINR(sheet.cost)}</strong>
      </p>
      <ReadingFigure label="Previous reading" reading={sheet.previous} />
      <ReadingFigure label="This reading" reading={sheet.current} />
      <DataTable
        label="Shares by days stayed"
        columns={columns}
        rows={sheet.shares.map((share, row) => ({ ...share, row }))}
        getRowId={(share) => String(share.row)}
        emptyText="Nobody stayed in the room in this period"
      />
      {sheet.unbilled > 0 ? (
        <p>Nobody stayed: {formatINR(sheet.unbilled)} is recorded as unbilled and stays with the property.</p>
      ) : null}
    </div>
  );
}
