// The Properties overview's table (issue 42): one row per property with its beds, the month's
// money and what waits, and a last row with the totals across every property in scope.
import type { OverviewAnswer, OverviewProperty } from '@pgportal/contracts/responses';
import { Button, DataTable, layout, type DataTableColumn } from '@pgportal/ui';
import { MESSAGES } from '@pgportal/contracts/messages';
import { money, occupancyText, waitingItems } from './overview-figures';

const TOTALS_ID = 'totals';

interface Row extends OverviewProperty {
  totals?: true;
}

export interface PropertiesOverviewTableProps {
  data: OverviewAnswer | undefined;
  loading: boolean;
  currentPropertyId: string | null;
  /** the row's action: make the property current and open its dashboard */
  onOpen: (property: OverviewProperty) => void;
  /** the property being switched to, if any */
  opening: string | null;
}

function Waiting({ row }: { row: Row }) {
  const items = waitingItems(row);
  if (!items.length) return <span className={layout.muted}>Nothing waiting</span>;
  return (
    <ul className={layout.stackXs} style={{ margin: 0, paddingLeft: '1.1em' }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function PropertiesOverviewTable({
  data,
  loading,
  currentPropertyId,
  onOpen,
  opening,
}: PropertiesOverviewTableProps) {
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: 'Property',
      render: (row) =>
        row.totals ? (
          <strong>{row.name}</strong>
        ) : (
          <span className={layout.stackXs}>
            <span className={layout.textStrong}>{row.name}</span>
            {row._id === currentPropertyId ? (
              <span className={`${layout.muted} ${layout.textSm}`}>Current property</span>
            ) : null}
          </span>
        ),
    },
    { key: 'beds', header: 'Occupancy', render: (row) => occupancyText(row) },
    { key: 'collected', header: 'Collected', align: 'end', render: (row) => money(row.collectedPaise) },
    {
      key: 'due',
      header: 'Due',
      align: 'end',
      render: (row) => (
        <span className={layout.stackXs}>
          <span>{money(row.duePaise)}</span>
          <span className={row.overduePaise ? layout.textDanger : layout.muted}>
            {money(row.overduePaise)} overdue
          </span>
        </span>
      ),
    },
    { key: 'complaints', header: 'Complaints', render: (row) => `${row.complaintsOpen} open` },
    { key: 'waiting', header: 'Waiting', render: (row) => <Waiting row={row} /> },
    {
      key: 'open',
      header: 'Open dashboard',
      hideHeader: true,
      render: (row) =>
        row.totals ? null : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Open dashboard: ${row.name}`}
            loading={opening === row._id}
            disabled={opening !== null}
            onClick={() => onOpen(row)}
          >
            Open
          </Button>
        ),
    },
  ];
  const totals: Row | null =
    data && data.totals.properties > 0
      ? {
          ...data.totals,
          _id: TOTALS_ID,
          name: `All ${data.totals.properties} ${data.totals.properties === 1 ? 'property' : 'properties'}`,
          totals: true,
        }
      : null;
  const rows: Row[] | undefined = data ? [...data.properties, ...(totals ? [totals] : [])] : undefined;
  return (
    <DataTable
      label="Properties overview"
      columns={columns}
      rows={rows}
      getRowId={(row) => row._id}
      loading={loading}
      emptyText={MESSAGES.overviewEmpty}
      isRowSelected={(row) => row._id === currentPropertyId}
    />
  );
}
