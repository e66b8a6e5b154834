import { COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@pgportal/contracts/enums';
import { cx } from '@pgportal/ui';
import { RADIO_ORDER } from './status-radios';
import * as styles from './complaints.module.css';

interface StatusFilterProps {
  value: ComplaintStatus | undefined;
  onChange: (status: ComplaintStatus | undefined) => void;
}

const CHIPS: { value: ComplaintStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...RADIO_ORDER.map((status) => ({ value: status, label: COMPLAINT_STATUS_LABELS[status] })),
];

/** Status filter chips: All, Pending, Rejected, In Progress, Resolved. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <div role="group" aria-label="Filter by status" className={styles.chips}>
      {CHIPS.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className={cx(styles.chip, chip.value === value && styles.chipOn)}
          aria-pressed={chip.value === value}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
