import { SelectField, cx } from '@pgportal/ui';
import type { TenantsFilters } from '../api';
import { DUES_CHIPS, SORT_OPTIONS, type TenantListParam } from './tenant-list-filters';
import * as styles from './tenant-list-controls.module.css';

interface TenantListControlsProps {
  filters: TenantsFilters;
  /** Sets one parameter, or clears it without a value. */
  onChange: (param: TenantListParam, value?: string) => void;
}

/**
 * Who owes: toggle chips (Owes, Overdue, Not on a bed, Left but owes; they combine) and the sort
 * by amount due. Each is kept in the URL by the page (useListParams), so a link can open the list
 * filtered (the dashboard's Due Amount card opens ?owes=true).
 */
export function TenantListControls({ filters, onChange }: TenantListControlsProps) {
  return (
    <div className={styles.controls}>
      <div role="group" aria-label="Show only" className={styles.chips}>
        {DUES_CHIPS.map((chip) => {
          const on = filters[chip.param] === chip.value;
          return (
            <button
              key={chip.param}
              type="button"
              className={cx(styles.chip, on && styles.chipOn)}
              aria-pressed={on}
              onClick={() => onChange(chip.param, on ? undefined : chip.value)}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
      <SelectField
        label="Sort by"
        className={styles.sort}
        options={SORT_OPTIONS}
        value={filters.sort ?? ''}
        onChange={(event) => onChange('sort', event.target.value || undefined)}
      />
    </div>
  );
}
