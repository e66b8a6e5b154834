import type { StatementLineStatus } from '@pgportal/contracts/enums';
import { formatDate, formatINR, formatName } from '@pgportal/contracts/format';
import type { StatementLine } from '@pgportal/contracts/types';
import { Button, DataTable, Pager, layout, type DataTableColumn } from '@pgportal/ui';
import { useState } from 'react';
import { useIgnoreLine, useMatchLine } from '../api/decide-line';
import { useStatementLines } from '../api/get-statement-lines';
import { MatchLineModal } from './match-line-modal';

interface StatementLinesProps {
  status: StatementLineStatus;
  page: number;
  onPage: (page: number) => void;
}

/** One status of the queue: Confirm on a suggestion, Match (the picker) on the rest, Ignore. */
export function StatementLines({ status, page, onPage }: StatementLinesProps) {
  const lines = useStatementLines(status, page);
  const confirm = useMatchLine();
  const ignore = useIgnoreLine();
  const [matching, setMatching] = useState<StatementLine | null>(null);
  const open = status === 'SUGGESTED' || status === 'UNMATCHED';

  const columns: DataTableColumn<StatementLine>[] = [
    { key: 'date', header: 'Date', render: (line) => formatDate(line.date) },
    { key: 'narration', header: 'Narration' },
    { key: 'amount', header: 'Amount', align: 'end', render: (line) => formatINR(line.amount) },
    { key: 'reference', header: 'Reference', render: (line) => line.reference ?? '—' },
    {
      key: 'invoice',
      header: 'Tenant / invoice',
      render: (line) =>
        [line.tenant ? formatName(line.tenant.fullName) : null, line.invoice?.invoiceId]
          .filter(Boolean)
          .join(' · ') || '—',
    },
  ];
  if (open) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (line) => (
        <div className={layout.row}>
          {status === 'SUGGESTED' && line.invoice ? (
            <Button
              size="sm"
              aria-label={`Confirm ${formatINR(line.amount)} for ${line.invoice.invoiceId}`}
              onClick={() => void confirm.trigger({ lineId: line._id, billingId: line.invoice!._id })}
            >
              Confirm
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setMatching(line)}
            aria-label={`Match line ${line.lineNumber}`}
          >
            Match
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void ignore.trigger(line._id)}
            aria-label={`Ignore line ${line.lineNumber}`}
          >
            Ignore
          </Button>
        </div>
      ),
    });
  }

  return (
    <div className={layout.stack}>
      <DataTable
        label={`${status.toLowerCase()} statement lines`}
        columns={columns}
        rows={lines.data?.data}
        loading={lines.isLoading}
        getRowId={(line) => line._id}
        emptyText="No statement lines here."
      />
      <Pager pagination={lines.data?.pagination} onPage={onPage} noun="lines" />
      {matching ? <MatchLineModal line={matching} onClose={() => setMatching(null)} /> : null}
    </div>
  );
}
