import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  type ComplaintCategory,
} from '@pgportal/contracts/enums';
import type { Translate } from '@pgportal/runtime/i18n';
import { SelectField } from '@pgportal/ui';
import type { ComplaintsKey } from '../../../i18n/catalogue';
import * as styles from './complaints.module.css';

/** A category from the URL or the API; anything else is none (the URL) or Other (a complaint). */
export const categoryOf = (value: string | null | undefined): ComplaintCategory | undefined =>
  COMPLAINT_CATEGORIES.find((category) => category === value);

/** A category in the reader's language (English for staff, whose `t` is English). */
export const categoryWord = (t: Translate<ComplaintsKey>, value: string | null | undefined) =>
  t(`category${categoryOf(value) ?? 'OTHER'}`);

/** The categories in the reader's language, as the tenant form's options. */
export const categoryOptionsIn = (t: Translate<ComplaintsKey>) =>
  COMPLAINT_CATEGORIES.map((value) => ({ value, label: t(`category${value}`) }));

/** The categories in the order, as select options. */
export const CATEGORY_OPTIONS = COMPLAINT_CATEGORIES.map((value) => ({
  value,
  label: COMPLAINT_CATEGORY_LABELS[value],
}));

interface CategoryFilterProps {
  value: ComplaintCategory | undefined;
  onChange: (category: ComplaintCategory | undefined) => void;
}

/** Staff's category filter, beside the status chips: 'All categories' or one of them. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <SelectField
      label="Category"
      className={styles.categoryFilter}
      placeholder="All categories"
      options={CATEGORY_OPTIONS}
      value={value ?? ''}
      onChange={(event) => onChange(categoryOf(event.target.value))}
    />
  );
}
