import { POLICE_VERIFICATION_STATUS_LABELS } from '@pgportal/contracts/enums';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import { LoadFailed, LoadingBlock, buttonClassName, layout } from '@pgportal/ui';
import { policeFormUrl, usePoliceVerification } from '../api';
import { PoliceFiledForm, PoliceVerifiedForm } from './police-forms';
import * as styles from './police.module.css';

/**
 * Tenant Details → Police verification (staff, issue 45): the paper in the layout of the property's
 * state, the link to the state's portal (none has an API: staff copy from the paper), the status
 * with its due day, then the acknowledgement number and the days filed and verified.
 */
export function PoliceTab({ tenantId }: { tenantId: string }) {
  const { data, error, mutate } = usePoliceVerification(tenantId);
  if (error && !data) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Loading the police verification" />;
  const { layout: form } = data;
  const rows: Array<[string, string]> = [
    ['Form', form.name],
    ['State', data.state ?? 'Not known: the generic form'],
    ['Status', POLICE_VERIFICATION_STATUS_LABELS[data.status]],
    ['Moved in on', formatDayMonthYear(data.movedInOn)],
    ['Due by', formatDayMonthYear(data.dueOn)],
    ['Rule', form.deadline],
  ];
  if (data.number) rows.push(['Acknowledgement number', data.number]);
  if (data.filedOn) rows.push(['Filed on', formatDayMonthYear(data.filedOn)]);
  if (data.verifiedOn) rows.push(['Verified on', formatDayMonthYear(data.verifiedOn)]);
  return (
    <section className={layout.stackLg} aria-labelledby="police-title">
      <h3 id="police-title">Police verification</h3>
      {data.overdue && (
        <p className={styles.overdue} role="status">
          {`Overdue: it was due by ${formatDayMonthYear(data.dueOn)}.`}
        </p>
      )}
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={layout.row}>
        <a className={buttonClassName('secondary')} href={policeFormUrl(tenantId)} download>
          Download police verification form
        </a>
        {form.portalUrl ? (
          <a className={buttonClassName('secondary')} href={form.portalUrl} target="_blank" rel="noreferrer">
            {`File on ${form.portalName}`}
          </a>
        ) : (
          <span className={layout.muted}>File it at the local police station.</span>
        )}
      </div>
      {data.status === 'TO_FILE' && <PoliceFiledForm tenantId={tenantId} />}
      {data.status === 'FILED' && <PoliceVerifiedForm tenantId={tenantId} filedOn={data.filedOn} />}
      {data.recordedByName && <p className={layout.muted}>{`Last recorded by ${data.recordedByName}.`}</p>}
    </section>
  );
}
