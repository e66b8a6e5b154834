// What became of each credit of the file just imported (issue 39): recorded, queued for staff, or
// a duplicate, with what it matched, so a second import of the same file says why nothing changed.
import { formatDayMonthYear, formatINR } from '@pgportal/contracts/format';
import type { ImportedStatementLine } from '@pgportal/contracts/types';
import { Badge, DataTable, type BadgeTone, type DataTableColumn } from '@pgportal/ui';

const OUTCOMES: Record<ImportedStatementLine['outcome'], { label: string; tone: BadgeTone }> = {
  MATCHED: { label: 'Recorded', tone: 'success' },
  SUGGESTED: { label: 'Suggested', tone: 'info' },
  UNMATCHED: { label: 'To place', tone: 'warning' },
  DUPLICATE: { label: 'Duplicate', tone: 'neutral' },
};

const columns: DataTableColumn<ImportedStatementLine>[] = [
  { key: 'lineNumber', header: 'Line', align: 'end' },
  { key: 'date', header: 'Date', render: (line) => formatDayMonthYear(line.date) },
  { key: 'amount', header: 'Amount', align: 'end', render: (line) => formatINR(line.amount) },
  { key: 'reference', header: 'Reference', render: (line) => line.reference ?? '-' },
  {
    key: 'outcome',
    header: 'Outcome',
    render: (line) => <Badge tone={OUTCOMES[line.outcome].tone}>{OUTCOMES[line.outcome].label}</Badge>,
  },
  {
    key: 'says',
    header: 'Details',
    render: (line) => line.says ?? (line.invoiceNumbers.length > 0 ? line.invoiceNumbers.join(', ') : ''),
  },
];

export function ImportOutcome({ lines }: { lines: readonly ImportedStatementLine[] }) {
  if (lines.length === 0) return null;
  return (
    <DataTable
      label="Lines of this statement"
      columns={columns}
      rows={lines}
      getRowId={(line) => String(line.lineNumber)}
      maxHeight={360}
    />
  );
}
