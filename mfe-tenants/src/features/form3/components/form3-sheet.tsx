import { FORM3_REPORT_KIND_LABELS } from '@pgportal/contracts/enums';
import { form3SheetRows, formatIndiaTime } from '@pgportal/contracts/format';
import { Button, LoadFailed, LoadingBlock, layout } from '@pgportal/ui';
import { useForm3Sheet } from '../api';
import * as styles from './form3.module.css';

/** The Form III data sheet: printable, with the whole numbers, and the portal to file it on. */
export function Form3Sheet({ tenantId }: { tenantId: string }) {
  const { data: sheet, error, mutate } = useForm3Sheet(tenantId, true);
  if (error && !sheet) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!sheet) return <LoadingBlock label="Loading the Form III sheet" />;
  return (
    <section aria-labelledby="form3-sheet" className={`${layout.stack} ${styles.sheet}`}>
      <h3 id="form3-sheet">Form III data sheet</h3>
      <p>
        File it on the immigration portal,{' '}
        <a href={sheet.portalUrl} target="_blank" rel="noreferrer">
          {sheet.portalUrl}
        </a>
        , within 24 hours of the arrival and of the departure.
      </p>
      <table className={styles.table}>
        <tbody>
          {form3SheetRows(sheet).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value || '—'}</td>
            </tr>
          ))}
          {sheet.reports.map((report) => (
            <tr key={report._id}>
              <th scope="row">{`${FORM3_REPORT_KIND_LABELS[report.kind]} report`}</th>
              <td>
                {report.submittedAt
                  ? `Submitted ${formatIndiaTime(report.submittedAt)}, number ${report.submissionNumber}`
                  : `Due by ${formatIndiaTime(report.dueAt)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={`${layout.row} ${styles.noPrint}`}>
        <Button variant="secondary" onClick={() => window.print()}>
          Print the Form III sheet
        </Button>
      </div>
    </section>
  );
}
