import { EXIT_STATEMENT_STATUS_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { Badge, VisuallyHidden, cx, layout, type BadgeTone } from '@pgportal/ui';
import * as styles from './statement-figures.module.css';

const TONES: Record<ExitStatementAnswer['status'], BadgeTone> = {
  DRAFT: 'neutral',
  SENT: 'info',
  ACCEPTED: 'success',
  DISPUTED: 'warning',
  SETTLED: 'primary',
};

/**
 * An exit statement read-only (staff and tenant alike): deposit held, minus each outstanding
 * invoice, minus each deduction with its photos, equals the refund (or what the tenant still owes).
 */
export function StatementFigures({ statement }: { statement: ExitStatementAnswer }) {
  const owes = statement.refund < 0;
  return (
    <div className={layout.stack}>
      <div className={layout.row}>
        <Badge tone={TONES[statement.status]}>{EXIT_STATEMENT_STATUS_LABELS[statement.status]}</Badge>
        {statement.version ? <span className={layout.muted}>Version {statement.version}</span> : null}
      </div>
      <p>
        Moves out on <strong>{formatDate(statement.moveOutDate)}</strong>. Refund due by{' '}
        <strong>{formatDate(statement.refundDueDate)}</strong>.
      </p>
      <dl className={layout.stackSm} aria-label="Exit statement figures">
        <div className={styles.figure}>
          <dt>Deposit held</dt>
          <dd>{formatINR(statement.depositHeld)}</dd>
        </div>
        {statement.outstanding.map((invoice) => (
          <div className={styles.figure} key={invoice._id}>
            <dt>
              Outstanding {invoice.invoiceId} ({formatDate(invoice.periodStart)} –{' '}
              {formatDate(invoice.periodEnd)})
            </dt>
            <dd>−{formatINR(invoice.outstanding)}</dd>
          </div>
        ))}
        {statement.deductions.map((deduction) => (
          <div className={styles.figure} key={deduction.id}>
            <dt>
              {deduction.reason}
              {deduction.photos.map((photo, index) => (
                <a
                  key={photo.id}
                  className={cx(layout.link, styles.photo)}
                  href={photo.url}
                  target="_blank"
                  rel="noreferrer"
                >
                  Photo {index + 1}
                  <VisuallyHidden> of {deduction.reason}</VisuallyHidden>
                </a>
              ))}
            </dt>
            <dd>−{formatINR(deduction.amount)}</dd>
          </div>
        ))}
        <div className={styles.figure}>
          <dt className={layout.textStrong}>{owes ? 'The tenant still owes' : 'Refund'}</dt>
          <dd className={layout.textStrong}>{formatINR(Math.abs(statement.refund))}</dd>
        </div>
      </dl>
      {statement.tenantComment ? (
        <p>
          <span className={layout.textStrong}>Tenant’s comment:</span> {statement.tenantComment}
        </p>
      ) : null}
    </div>
  );
}
