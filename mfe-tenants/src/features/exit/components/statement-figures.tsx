import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import { Badge, VisuallyHidden, cx, layout, type BadgeTone } from '@pgportal/ui';
import { formatDay, formatMoney, useT } from '../../../i18n/catalogue';
import { exitStatusKey } from '../../../i18n/exit-words';
import * as styles from './statement-figures.module.css';

const TONES: Record<ExitStatementAnswer['status'], BadgeTone> = {
  DRAFT: 'neutral',
  SENT: 'info',
  ACCEPTED: 'success',
  DISPUTED: 'warning',
  SETTLED: 'primary',
};

export interface StatementFiguresProps {
  statement: ExitStatementAnswer;
  /** in the tenant's language (their own page); staff read English */
  translated?: boolean;
}

/**
 * An exit statement read-only (staff and tenant alike): deposit held, minus each outstanding
 * invoice, minus each deduction with its photos, equals the refund (or what the tenant still owes).
 */
export function StatementFigures({ statement, translated = false }: StatementFiguresProps) {
  const { t, language } = useT(translated);
  const money = (amount: number) => formatMoney(amount, language);
  const day = (value: string | null) => formatDay(value, language);
  const owes = statement.refund < 0;
  return (
    <div className={layout.stack}>
      <div className={layout.row}>
        <Badge tone={TONES[statement.status]}>{t(exitStatusKey(statement.status))}</Badge>
        {statement.version ? (
          <span className={layout.muted}>{t('exitVersion', { version: statement.version })}</span>
        ) : null}
      </div>
      {statement.status === 'SENT' && statement.versions.at(-1)?.reopened ? (
        <p role="status">{t('exitReopened')}</p>
      ) : null}
      {statement.earlySettle ? (
        <p>
          {t('earlySettleChosen', {
            date: day(statement.earlySettle.on),
            name: statement.earlySettle.by ?? '—',
          })}
        </p>
      ) : null}
      <p>
        <Sentence text={t('movesOutOn', { date: '\u0000' })} value={day(statement.moveOutDate)} />{' '}
        <Sentence text={t('refundDueBy', { date: '\u0000' })} value={day(statement.refundDueDate)} />
      </p>
      <dl className={layout.stackSm} aria-label={t('exitFigures')}>
        <div className={styles.figure}>
          <dt>{t('depositHeld')}</dt>
          <dd>{money(statement.depositHeld)}</dd>
        </div>
        {statement.outstanding.map((invoice) => (
          <div className={styles.figure} key={invoice._id}>
            <dt>
              {t('outstandingInvoice', {
                id: invoice.invoiceId,
                from: day(invoice.periodStart),
                to: day(invoice.periodEnd),
              })}
            </dt>
            <dd>−{money(invoice.outstanding)}</dd>
          </div>
        ))}
        {statement.projected.map((line) => (
          <div className={styles.figure} key={`${line.periodStart} ${line.description}`}>
            <dt>{t('projectedLine', { description: line.description })}</dt>
            <dd>−{money(line.amount)}</dd>
          </div>
        ))}
        {statement.pending.map((charge) => (
          <div className={styles.figure} key={charge.id}>
            <dt>{t('pendingLine', { description: charge.description })}</dt>
            <dd>
              {charge.amount < 0 ? '+' : '−'}
              {money(Math.abs(charge.amount))}
            </dd>
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
                  {t('exitPhoto', { number: index + 1 })}
                  <VisuallyHidden>{t('exitPhotoOf', { reason: deduction.reason })}</VisuallyHidden>
                </a>
              ))}
            </dt>
            <dd>−{money(deduction.amount)}</dd>
          </div>
        ))}
        <div className={styles.figure}>
          <dt className={layout.textStrong}>{owes ? t('stillOwes') : t('refund')}</dt>
          <dd className={layout.textStrong}>{money(Math.abs(statement.refund))}</dd>
        </div>
      </dl>
      {statement.tenantComment ? (
        <p>
          <span className={layout.textStrong}>{t('tenantComment')}</span> {statement.tenantComment}
        </p>
      ) : null}
    </div>
  );
}

/** A translated sentence with its value in bold where the catalogue put it (marked by \u0000). */
function Sentence({ text, value }: { text: string; value: string }) {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}
