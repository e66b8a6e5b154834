import { Card, DataTable } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';

type ComplaintRow = { _id: string };

const COLUMNS: DataTableColumn<ComplaintRow>[] = [
  { key: 'photo', header: 'Photo', hideHeader: true },
  { key: 'name', header: 'Name' },
  { key: 'issue', header: 'Issue' },
  { key: 'status', header: 'Status' },
  { key: 'images', header: 'Images' },
  { key: 'room', header: 'Room' },
  { key: 'action', header: 'Actions', hideHeader: true },
];

/** The staff dashboard's 'All Complaints' table (SPEC §2); the complaints issue fills its rows. */
export default function AllComplaintsSection() {
  return (
    <Card title="All Complaints">
      <DataTable columns={COLUMNS} rows={[]} getRowId={(row) => row._id} label="All Complaints" />
    </Card>
  );
}
