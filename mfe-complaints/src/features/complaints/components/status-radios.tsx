import { COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@pgportal/contracts/enums';
import { layout } from '@pgportal/ui';
import * as styles from './complaints.module.css';

/** SPEC §4: the radios' order in the admin form. */
export const RADIO_ORDER: readonly ComplaintStatus[] = ['PENDING', 'REJECTED', 'IN_PROGRESS', 'RESOLVED'];

/** Only the current status or a later one (in the radios' order) may be chosen. */
export const isRadioEnabled = (current: ComplaintStatus, option: ComplaintStatus) =>
  RADIO_ORDER.indexOf(option) >= RADIO_ORDER.indexOf(current);

interface StatusRadiosProps {
  current: ComplaintStatus;
  value: ComplaintStatus;
  onChange: (status: ComplaintStatus) => void;
  disabled?: boolean;
}

/** The staff's status choice; earlier statuses are disabled. */
export function StatusRadios({ current, value, onChange, disabled = false }: StatusRadiosProps) {
  return (
    <fieldset className={styles.radios} disabled={disabled}>
      <legend className={layout.textStrong}>Status</legend>
      <div className={layout.row}>
        {RADIO_ORDER.map((status) => (
          <label key={status} className={styles.radio}>
            <input
              type="radio"
              name="status"
              value={status}
              checked={value === status}
              disabled={!isRadioEnabled(current, status)}
              onChange={() => onChange(status)}
            />
            {COMPLAINT_STATUS_LABELS[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
