import { formatDate, formatINR, sumRupees } from '@pgportal/contracts/format';
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import {
  Badge,
  Button,
  DataTable,
  VisuallyHidden,
  layout,
  type BadgeTone,
  type DataTableColumn,
} from '@pgportal/ui';
import { useConfirmClaim } from '../api/claim-payment';

/** One tenant's claim with the invoice it pays. */
export interface InvoiceClaim {
  invoice: Invoice;
  claim: PaymentClaim;
}

const STATUS: Record<PaymentClaim['status'], { label: string; tone: BadgeTone }> = {
  OPEN: { label: 'Waiting', tone: 'warning' },
  CONFIRMED: { label: 'Confirmed', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  SETTLED: { label: 'Closed: paid another way', tone: 'neutral' },
};

/**
 * Every claim of these invoices: the waiting ones first, then the newest; the rows of one transfer
 * (one UTR, claimed on several invoices) together, oldest invoice first.
 */
export function claimsOf(invoices: readonly Invoice[] | undefined): InvoiceClaim[] {
  const all = (invoices ?? []).flatMap((invoice) =>
    (invoice.claims ?? []).map((claim) => ({ invoice, claim })),
  );
  const waiting = (entry: InvoiceClaim) => (entry.claim.status === 'OPEN' ? 0 : 1);
  const transferOf = (entry: InvoiceClaim) => `${waiting(entry)}:${entry.claim.utr}`;
  // A transfer's place: its newest row's.
  const newest = new Map<string, string>();
  for (const entry of all) {
    const key = transferOf(entry);
    if ((newest.get(key) ?? '') < entry.claim.createdAt) newest.set(key, entry.claim.createdAt);
  }
  const transferAt = (entry: InvoiceClaim) => newest.get(transferOf(entry)) ?? '';
  return all.sort(
    (a, b) =>
      waiting(a) - waiting(b) ||
      transferAt(b).localeCompare(transferAt(a)) ||
      a.claim.utr.localeCompare(b.claim.utr) ||
      a.invoice.invoiceDate.localeCompare(b.invoice.invoiceDate) ||
      a.invoice.invoiceId.localeCompare(b.invoice.invoiceId),
  );
}

/** One transfer claimed on several invoices: how many rows and their total (rejected rows left out). */
export function transfersOf(rows: readonly InvoiceClaim[]): Map<string, { count: number; total: number }> {
  const amounts = new Map<string, number[]>();
  for (const { claim } of rows) {
    if (claim.status === 'REJECTED') continue;
    amounts.set(claim.utr, [...(amounts.get(claim.utr) ?? []), claim.amount]);
  }
  return new Map([...amounts].map(([utr, each]) => [utr, { count: each.length, total: sumRupees(each) }]));
}

/** What Confirm and Reject need of a claim (its row here, or a row of the dashboard's 'Waiting for you'). */
export interface ClaimToDecide {
  invoice: Pick<Invoice, '_id' | 'invoiceId'>;
  claim: Pick<PaymentClaim, '_id' | 'utr' | 'amount'>;
}

export const describeClaim = ({ invoice, claim }: ClaimToDecide) =>
  `${formatINR(claim.amount)} for ${invoice.invoiceId}, UTR ${claim.utr}`;

const claimedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

interface InvoiceClaimsProps {
  invoices: readonly Invoice[] | undefined;
  onReject: (entry: InvoiceClaim) => void;
}

/** The Invoice tab's payment claims ('I have paid'): UTR, amount, screenshot, when; Confirm or Reject. */
export function InvoiceClaims({ invoices, onReject }: InvoiceClaimsProps) {
  const confirm = useConfirmClaim();
  const rows = claimsOf(invoices);
  const transfers = transfersOf(rows);
  if (!rows.length) return null;
  const columns: DataTableColumn<InvoiceClaim>[] = [
    { key: 'invoice', header: 'Invoice', render: ({ invoice }) => invoice.invoiceId },
    {
      key: 'utr',
      header: 'UTR',
      render: ({ claim }) => {
        const transfer = transfers.get(claim.utr);
        return transfer && transfer.count > 1 && claim.status !== 'REJECTED' ? (
          <span className={layout.stackXs}>
            {claim.utr}
            <span className={layout.muted}>
              One transfer: {formatINR(transfer.total)} for {transfer.count} invoices
            </span>
          </span>
        ) : (
          claim.utr
        );
      },
    },
    { key: 'amount', header: 'Amount', align: 'end', render: ({ claim }) => formatINR(claim.amount) },
    { key: 'when', header: 'Claimed', render: ({ claim }) => claimedAt(claim.createdAt) },
    {
      key: 'screenshot',
      header: 'Screenshot',
      render: ({ invoice, claim }) =>
        claim.screenshot ? (
          <a href={claim.screenshot.url} target="_blank" rel="noreferrer">
            View screenshot<VisuallyHidden> of the payment for {invoice.invoiceId}</VisuallyHidden>
          </a>
        ) : (
          'None'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: ({ claim }) => (
        <span>
          <Badge tone={STATUS[claim.status].tone}>{STATUS[claim.status].label}</Badge>
          {claim.status === 'REJECTED' ? ` ${claim.reason}` : null}
          {claim.decidedAt ? ` (${formatDate(claim.decidedAt)})` : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (entry) =>
        entry.claim.status === 'OPEN' ? (
          <div className={layout.row}>
            <Button
              size="sm"
              loading={confirm.isMutating}
              onClick={() => void confirm.trigger({ billingId: entry.invoice._id, claimId: entry.claim._id })}
              aria-label={`Confirm ${describeClaim(entry)}`}
            >
              Confirm
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onReject(entry)}
              aria-label={`Reject ${describeClaim(entry)}`}
            >
              Reject
            </Button>
          </div>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="invoice-claims-heading">
      <h3 id="invoice-claims-heading">Payment claims</h3>
      <DataTable label="Payment claims" columns={columns} rows={rows} getRowId={({ claim }) => claim._id} />
    </section>
  );
}
