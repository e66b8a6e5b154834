// The electricity worksheet of a period (issue 25), one component for staff's meter readings
// (mfe-properties) and the tenant's Billing (mfe-tenants). In @pgportal/domain because both remotes need it
// and a remote never imports another's source; this package holds no catalogue, so its words come in
// `labels` (English by default, the tenant's language from mfe-tenants' catalogue; issue 27).
import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { ElectricityWorksheetAnswer } from '@pgportal/contracts/responses';
import { DataTable, buttonClassName, layout, type DataTableColumn } from '@pgportal/ui';

type Share = ElectricityWorksheetAnswer['shares'][number] & { row: number };
type Reading = ElectricityWorksheetAnswer['current'];

export interface WorksheetLabels {
  /** money in rupees, a day (YYYY-MM-DD) and a count, in the reader's locale */
  money: (rupees: number) => string;
  day: (value: string) => string;
  count: (value: number) => string;
  /** '1 Mar 2026 to 31 Mar 2026 (31 days): 120 units × ₹9 =' (the cost follows in bold) */
  periodSum: (values: { start: string; end: string; days: string; units: string; rate: string }) => string;
  previousReading: string;
  thisReading: string;
  /** after the reading: ' on 5 Mar 2026' */
  readOn: (day: string) => string;
  meterPhotoOf: (day: string) => string;
  noPhoto: string;
  shares: string;
  colTenant: string;
  colDays: string;
  colShare: string;
  colStatus: string;
  /** a share's charge: on an invoice, not yet, or none (staff removed it) */
  statusBILLED: string;
  statusPENDING: string;
  statusNONE: string;
  /** the name shown for the room's other tenants in a tenant's view; the server's when absent */
  anotherTenant?: string;
  nobodyStayed: string;
  unbilled: (amount: string) => string;
  /** the link to the worksheet's PDF with its verify QR code (issue 44) */
  download: string;
}

export const WORKSHEET_LABELS_EN: WorksheetLabels = {
  money: formatINR,
  day: (value) => formatDate(value),
  count: String,
  periodSum: ({ start, end, days, units, rate }) =>
    `${start} to ${end} (${days} days): ${units} units × ${rate} =`,
  previousReading: 'Previous reading',
  thisReading: 'This reading',
  readOn: (day) => ` on ${day}`,
  meterPhotoOf: (day) => `Meter photo of ${day}`,
  noPhoto: 'No photo',
  shares: 'Shares by days stayed',
  colTenant: 'Tenant',
  colDays: 'Days stayed',
  colShare: 'Share',
  colStatus: 'Status',
  statusBILLED: 'Invoiced',
  statusPENDING: 'Pending',
  statusNONE: 'No charge',
  nobodyStayed: 'Nobody stayed in the room in this period',
  unbilled: (amount) => `Nobody stayed: ${amount} is recorded as unbilled and stays with the property.`,
  download: 'Download worksheet',
};

const columnsIn = (labels: WorksheetLabels): DataTableColumn<Share>[] => [
  {
    key: 'name',
    header: labels.colTenant,
    render: ({ name, tenantId, isYou }) =>
      tenantId === null && !isYou && labels.anotherTenant ? labels.anotherTenant : name,
  },
  { key: 'days', header: labels.colDays, align: 'end', render: ({ days }) => labels.count(days) },
  { key: 'share', header: labels.colShare, align: 'end', render: ({ share }) => labels.money(share) },
  {
    key: 'status',
    header: labels.colStatus,
    render: ({ status }) =>
      status === 'BILLED'
        ? labels.statusBILLED
        : status === 'PENDING'
          ? labels.statusPENDING
          : labels.statusNONE,
  },
];

function ReadingFigure({
  label,
  reading,
  labels,
}: {
  label: string;
  reading: Reading;
  labels: WorksheetLabels;
}) {
  const day = labels.day(reading.readingDate);
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        {label}: <strong>{labels.count(reading.reading)}</strong>
        {labels.readOn(day)}
      </figcaption>
      {reading.photo ? (
        // a link: the full-size photo, and keyboard access to a worksheet that scrolls on a phone
        <a href={reading.photo.url} target="_blank" rel="noreferrer">
          <img
            src={reading.photo.url}
            alt={labels.meterPhotoOf(day)}
            style={{ maxWidth: '100%', maxHeight: 240 }}
          />
        </a>
      ) : (
        <p>{labels.noPhoto}</p>
      )}
    </figure>
  );
}

/**
 * The worksheet of a period: both readings with their photos, units × rate = cost, and the shares
 * by days. `labels`: its words and formats (a partial set; English for the rest). `downloadUrl`:
 * the worksheet's PDF, offered as a download link.
 */
export function ElectricityWorksheet({
  sheet,
  labels: given,
  downloadUrl,
}: {
  sheet: ElectricityWorksheetAnswer;
  labels?: Partial<WorksheetLabels>;
  downloadUrl?: string;
}) {
  const labels = { ...WORKSHEET_LABELS_EN, ...given };
  const sum = labels.periodSum({
    start: labels.day(sheet.periodStart),
    end: labels.day(sheet.periodEnd),
    days: labels.count(sheet.periodDays),
    units: labels.count(sheet.units),
    rate: labels.money(sheet.rate),
  });
  return (
    <div className={layout.stackLg}>
      {downloadUrl ? (
        <div className={layout.row}>
          <a className={buttonClassName('secondary', 'sm')} href={downloadUrl} download>
            {labels.download}
          </a>
        </div>
      ) : null}
      <p>
        {sum} <strong>{labels.money(sheet.cost)}</strong>
      </p>
      <ReadingFigure label={labels.previousReading} reading={sheet.previous} labels={labels} />
      <ReadingFigure label={labels.thisReading} reading={sheet.current} labels={labels} />
      <DataTable
        label={labels.shares}
        columns={columnsIn(labels)}
        rows={sheet.shares.map((share, row) => ({ ...share, row }))}
        getRowId={(share) => String(share.row)}
        emptyText={labels.nobodyStayed}
      />
      {sheet.unbilled > 0 ? <p>{labels.unbilled(labels.money(sheet.unbilled))}</p> : null}
    </div>
  );
}
