import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { MeterReadingAnswer } from '@pgportal/contracts/responses';
import { ElectricityWorksheet } from '@pgportal/domain';
import { Button, DataTable, type DataTableColumn, LoadingBlock, Modal, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useElectricityWorksheet, useMeterReadings, worksheetPdfUrl } from '../api/meter-readings';
import { MeterReadingDialog } from './meter-reading-dialog';

function readingColumns(
  onWorksheet: (reading: MeterReadingAnswer) => void,
  onCorrect: (reading: MeterReadingAnswer) => void,
): DataTableColumn<MeterReadingAnswer>[] {
  return [
    { key: 'readingDate', header: 'Date', render: ({ readingDate }) => formatDate(readingDate) },
    { key: 'reading', header: 'Reading', align: 'end' },
    {
      key: 'period',
      header: 'Period',
      render: ({ periodStart, readingDate }) =>
        periodStart ? `${formatDate(periodStart)} to ${formatDate(readingDate)}` : 'First reading',
    },
    { key: 'units', header: 'Units', align: 'end', render: ({ units }) => units ?? '—' },
    {
      key: 'cost',
      header: 'Cost',
      align: 'end',
      render: ({ cost }) => (cost === null ? '—' : formatINR(cost)),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (reading) => (
        <div className={layout.row}>
          {reading.periodStart ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onWorksheet(reading)}
              aria-label={`Worksheet of ${formatDate(reading.readingDate)}`}
            >
              Worksheet
            </Button>
          ) : null}
          {reading.isLatest && !reading.billed ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onCorrect(reading)}
              aria-label={`Correct the reading of ${formatDate(reading.readingDate)}`}
            >
              Correct
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}

/**
 * The room page's 'Electricity' section: record a reading, list them, open each period's worksheet
 * (and download it as a PDF with its verify QR code).
 */
export function MeterReadingsSection({ roomId }: { roomId: string }) {
  const { data, isLoading } = useMeterReadings(roomId);
  const [recording, setRecording] = useState(false);
  const [correcting, setCorrecting] = useState<MeterReadingAnswer | null>(null);
  const [worksheetOf, setWorksheetOf] = useState<string | null>(null);
  const worksheet = useElectricityWorksheet(roomId, worksheetOf);

  return (
    <section aria-labelledby="electricity-heading" className={layout.stack}>
      <div className={layout.rowBetween}>
        <h2 id="electricity-heading">Electricity</h2>
        <Button onClick={() => setRecording(true)}>Record reading</Button>
      </div>
      <DataTable
        label="Meter readings"
        columns={readingColumns((reading) => setWorksheetOf(reading._id), setCorrecting)}
        rows={data}
        getRowId={(reading) => reading._id}
        loading={isLoading}
        emptyText="No meter readings yet"
      />
      <MeterReadingDialog
        roomId={roomId}
        correcting={correcting}
        open={recording || !!correcting}
        onOpenChange={(open) => {
          if (!open) {
            setRecording(false);
            setCorrecting(null);
          }
        }}
      />
      <Modal
        open={!!worksheetOf}
        onOpenChange={(open) => !open && setWorksheetOf(null)}
        title="Electricity worksheet"
        size="lg"
      >
        {worksheet.data ? (
          <ElectricityWorksheet
            sheet={worksheet.data}
            downloadUrl={worksheetPdfUrl(roomId, worksheet.data.readingId)}
          />
        ) : (
          <LoadingBlock label="Loading the worksheet" />
        )}
      </Modal>
    </section>
  );
}
