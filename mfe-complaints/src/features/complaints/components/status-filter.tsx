import type { ComplaintStatus } from '@pgportal/contracts/enums';
import { cx } from '@pgportal/ui';
import { useT } from '../../../i18n/catalogue';
import { RADIO_ORDER } from './status-radios';
import * as styles from './complaints.module.css';

interface StatusFilterProps {
  value: ComplaintStatus | undefined;
  onChange: (status: ComplaintStatus | undefined) => void;
  /** in the tenant's language (their list); staff's stays English */
  translated?: boolean;
}

/** Status filter chips: All, Pending, Rejected, In Progress, Resolved. */
export function StatusFilter({ value, onChange, translated = false }: StatusFilterProps) {
  const { t } = useT(translated);
  const chips: { value: ComplaintStatus | undefined; label: string }[] = [
    { value: undefined, label: t('filterAll') },
    ...RADIO_ORDER.map((status) => ({ value: status, label: t(`status${status}`) })),
  ];
  return (
    <div role="group" aria-label={t('filterByStatus')} className={styles.chips}>
      {chips.map((chip) => (
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
