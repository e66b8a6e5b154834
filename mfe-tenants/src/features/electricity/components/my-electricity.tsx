import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { MyElectricityShareAnswer } from '@pgportal/contracts/responses';
import { Button, DataTable, type DataTableColumn, LoadingBlock, Modal } from '@pgportal/ui';
import { useState } from 'react';
import { useMyElectricity, useMyElectricityWorksheet } from '../api/get-my-electricity';
import { WorksheetView } from './worksheet-view';

const periodText = (share: MyElectricityShareAnswer) =>
  `${formatDate(share.periodStart)} to ${formatDate(share.periodEnd)}`;

function columns(
  onWorksheet: (share: MyElectricityShareAnswer) => void,
): DataTableColumn<MyElectricityShareAnswer>[] {
  return [
    { key: 'period', header: 'Period', render: periodText },
    { key: 'roomNumber', header: 'Room' },
    { key: 'days', header: 'Your days', align: 'end' },
    { key: 'share', header: 'Your share', align: 'end', render: ({ share }) => formatINR(share) },
    {
      key: 'status',
      header: 'Status',
      render: ({ status }) =>
        status === 'BILLED' ? 'On an invoice' : status === 'PENDING' ? 'On your next invoice' : 'No charge',
    },
    {
      key: 'worksheet',
      header: 'Worksheet',
      hideHeader: true,
      align: 'end',
      render: (share) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onWorksheet(share)}
          aria-label={`Worksheet of ${periodText(share)}`}
        >
          Worksheet
        </Button>
      ),
    },
  ];
}

/**
 * The tenant's electricity on Billing (issue 25): each period's share and days behind the
 * ELECTRICITY lines, and its worksheet (the readings and photos, the rate, the others' days as
 * 'another tenant').
 */
export function MyElectricity() {
  const { data, isLoading } = useMyElectricity();
  const [open, setOpen] = useState<string | null>(null);
  const worksheet = useMyElectricityWorksheet(open);
  if (!isLoading && !data?.length) return null;
  return (
    <section aria-labelledby="my-electricity-heading">
      <h3 id="my-electricity-heading">Electricity</h3>
      <DataTable
        label="Electricity shares"
        columns={columns((share) => setOpen(share.readingId))}
        rows={data}
        getRowId={(share) => share.readingId}
        loading={isLoading}
      />
      <Modal
        open={!!open}
        onOpenChange={(next) => !next && setOpen(null)}
        title="Electricity worksheet"
        size="lg"
      >
        {worksheet.data ? (
          <WorksheetView sheet={worksheet.data} />
        ) : (
          <LoadingBlock label="Loading the worksheet" />
        )}
      </Modal>
    </section>
  );
}
