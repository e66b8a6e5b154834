import { formatDayMonthYear, todayApiDate } from '@pgportal/contracts/format';
import type { OfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { Badge, DataTable, RowMenu, type DataTableColumn } from '@pgportal/ui';

interface OfficeNoticesTableProps {
  notices: readonly OfficeNoticeAnswer[] | undefined;
  loading: boolean;
  onEdit: (notice: OfficeNoticeAnswer) => void;
  onDelete: (notice: OfficeNoticeAnswer) => void;
}

const expiry = (notice: OfficeNoticeAnswer) => {
  if (!notice.expiresOn) return 'Never';
  const day = formatDayMonthYear(notice.expiresOn);
  return notice.expiresOn < todayApiDate() ? `Expired ${day}` : day;
};

/** The current property's notices: title, posted, pinned, expiry, and Edit / Delete. */
export function OfficeNoticesTable({ notices, loading, onEdit, onDelete }: OfficeNoticesTableProps) {
  const columns: DataTableColumn<OfficeNoticeAnswer>[] = [
    { key: 'title', header: 'Title', render: (notice) => notice.title },
    { key: 'posted', header: 'Posted', render: (notice) => formatDayMonthYear(notice.createdAt) },
    {
      key: 'pinned',
      header: 'Pinned',
      render: (notice) => (notice.pinned ? <Badge tone="info">Pinned</Badge> : 'No'),
    },
    { key: 'expires', header: 'Expires', render: expiry },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (notice) => (
        <RowMenu
          label={`Actions for ${notice.title}`}
          items={[
            { label: 'Edit', onSelect: () => onEdit(notice) },
            { label: 'Delete', onSelect: () => onDelete(notice), danger: true },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Notices"
      columns={columns}
      rows={notices}
      loading={loading}
      getRowId={(notice) => notice._id}
      emptyText="No notices yet. Post one to tell every tenant of this property."
    />
  );
}
