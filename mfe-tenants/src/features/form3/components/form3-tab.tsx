import { FORM3_REPORT_KIND_LABELS, VISA_KIND_LABELS } from '@pgportal/contracts/enums';
import { formatIndiaTime, hoursLeftText, hoursUntil } from '@pgportal/contracts/format';
import type { Form3ReportAnswer } from '@pgportal/contracts/responses';
import { API_BASE } from '@pgportal/contracts/api';
import { API, withQuery } from '@pgportal/contracts/api-paths';
import { Button, LoadFailed, LoadingBlock, buttonClassName, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useForeignNational } from '../api';
import { ForeignNationalDialog } from './foreign-national-form';
import { Form3Sheet } from './form3-sheet';
import { Form3SubmissionForm } from './form3-submission-form';
import * as styles from './form3.module.css';

/** Label and value rows; an empty value reads 'Not provided'. */
function Facts({ items }: { items: ReadonlyArray<[string, string | null]> }) {
  return (
    <table className={styles.table}>
      <tbody>
        {items.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value || 'Not provided'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReportRow({ tenantId, report }: { tenantId: string; report: Form3ReportAnswer }) {
  const what = FORM3_REPORT_KIND_LABELS[report.kind];
  const moment = report.kind === 'ARRIVAL' ? 'Arrived at the PG' : 'Left the PG';
  if (report.submittedAt) {
    return (
      <li>
        {`${what} report: submitted ${formatIndiaTime(report.submittedAt)}, submission number ${report.submissionNumber}`}
        {report.recordedByName ? ` (recorded by ${report.recordedByName})` : ''}.
      </li>
    );
  }
  const overdue = hoursUntil(report.dueAt) < 0;
  return (
    <li className={layout.stack}>
      <span>
        {`${what} report: ${moment} ${formatIndiaTime(report.eventAt)}; Form III due by ${formatIndiaTime(report.dueAt)} `}
        <span className={overdue ? styles.overdue : layout.muted}>({hoursLeftText(report.dueAt)})</span>
      </span>
      <Form3SubmissionForm tenantId={tenantId} report={report} />
    </li>
  );
}

/** Tenant Details → Form III (staff, issue 45): a foreign national's details, reports and sheet. */
export function Form3Tab({ tenantId, propertyId }: { tenantId: string; propertyId: string | null }) {
  const { data, error, mutate } = useForeignNational(tenantId);
  const [editing, setEditing] = useState(false);
  const [sheetShown, setSheetShown] = useState(false);
  if (error && !data) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Loading Form III" />;
  const details = data.details;
  return (
    <div className={layout.stackLg}>
      <section aria-labelledby="form3-details" className={layout.stack}>
        <h3 id="form3-details">Foreign national</h3>
        {details ? (
          <Facts
            items={[
              ['Nationality', details.nationality],
              ['Passport number', details.passportNumber],
              ['Passport valid till', details.passportExpiresOn],
              [
                'Visa',
                details.visaKind ? `${VISA_KIND_LABELS[details.visaKind]} ${details.visaType}`.trim() : null,
              ],
              ['Visa number', details.visaNumber],
              ['Visa valid till', details.visaExpiresOn],
              ['Arrival at the PG', formatIndiaTime(details.arrivedAt)],
              ['Purpose of stay', details.purposeOfStay],
            ]}
          />
        ) : (
          <p>
            Not recorded as a foreign national. A tenant who is not an Indian national must be reported on
            Form III within 24 hours of arriving and of leaving.
          </p>
        )}
        <div className={layout.row}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {details ? 'Edit foreign national details' : 'Record foreign national details'}
          </Button>
          {details ? (
            <Button variant="secondary" onClick={() => setSheetShown((shown) => !shown)}>
              {sheetShown ? 'Hide the Form III sheet' : 'Show the Form III sheet'}
            </Button>
          ) : null}
          {details ? (
            <a
              className={buttonClassName('secondary', 'md')}
              href={`${API_BASE}${API.tenant.form3Pdf(tenantId)}`}
              download
            >
              Download the Form III sheet (PDF)
            </a>
          ) : null}
          {propertyId ? (
            <a
              className={buttonClassName('secondary', 'md')}
              href={`${API_BASE}${withQuery(API.export.form3Register, { propertyId })}`}
              download
            >
              Form III register (CSV)
            </a>
          ) : null}
        </div>
      </section>
      {data.reports.length ? (
        <section aria-labelledby="form3-reports" className={layout.stack}>
          <h3 id="form3-reports">Form III reports</h3>
          <ul className={layout.stack}>
            {data.reports.map((report) => (
              <ReportRow key={report._id} tenantId={tenantId} report={report} />
            ))}
          </ul>
        </section>
      ) : null}
      {sheetShown && details ? <Form3Sheet tenantId={tenantId} /> : null}
      <ForeignNationalDialog
        open={editing}
        tenantId={tenantId}
        details={details}
        onClose={() => setEditing(false)}
      />
    </div>
  );
}
