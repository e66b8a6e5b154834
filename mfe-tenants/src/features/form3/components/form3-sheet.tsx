import { FORM3_REPORT_KIND_LABELS, VISA_KIND_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatIndiaTime } from '@pgportal/contracts/format';
import type { Form3SheetAnswer } from '@pgportal/contracts/responses';
import { Button, LoadFailed, LoadingBlock, layout } from '@pgportal/ui';
import { useForm3Sheet } from '../api';
import * as styles from './form3.module.css';

const day = (value: string | null) => (value ? formatDate(value) : '');
const GENDER: Record<string, string> = { F: 'Female', M: 'Male', T: 'Transgender' };

/** The rows in the order the immigration portal's Form III asks them. */
function rowsOf(sheet: Form3SheetAnswer): Array<[string, string]> {
  const d = sheet.details;
  return [
    ['Full name', sheet.fullName],
    ['Gender', d.gender ? (GENDER[d.gender] ?? d.gender) : ''],
    ['Date of birth', day(sheet.dateOfBirth)],
    ['Nationality', d.nationality],
    ['Permanent address abroad', d.permanentAddressAbroad],
    ['Phone in the home country', d.permanentPhone],
    ['Passport number', d.passportNumber ?? ''],
    ['Passport place of issue', d.passportPlaceOfIssue],
    ['Passport date of issue', day(d.passportIssuedOn)],
    ['Passport valid till', day(d.passportExpiresOn)],
    ['Visa kind', d.visaKind ? VISA_KIND_LABELS[d.visaKind] : ''],
    ['Visa number', d.visaNumber ?? ''],
    ['Visa type', d.visaType],
    ['Visa place of issue', d.visaPlaceOfIssue],
    ['Visa date of issue', day(d.visaIssuedOn)],
    ['Visa valid till', day(d.visaExpiresOn)],
    ['Arrived from', d.arrivedFrom],
    ['Date of arrival in India', day(d.arrivedInIndiaOn)],
    ['Arrival at the accommodation', formatIndiaTime(d.arrivedAt)],
    ['Intended duration of stay', d.intendedStay],
    ['Purpose of stay', d.purposeOfStay],
    ['Employed in India', d.employedInIndia ? 'Yes' : 'No'],
    ['Address in India (the accommodation)', `${sheet.property.name}, ${sheet.property.address}`],
    ['Mobile in India', sheet.phoneNumber],
    ['E-mail', sheet.email],
    ['Next destination', d.nextDestination],
    ['Departure from the accommodation', d.departedAt ? formatIndiaTime(d.departedAt) : ''],
  ];
}

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
          {rowsOf(sheet).map(([label, value]) => (
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
