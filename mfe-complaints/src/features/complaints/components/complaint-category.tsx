import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  type ComplaintCategory,
} from '@pgportal/contracts/enums';
import { SelectField } from '@pgportal/ui';
import * as styles from './complaints.module.css';

/** A category from the URL or the API; anything else is none (the URL) or Other (a complaint). */
export const categoryOf = (value: string | null | undefined): ComplaintCategory | undefined =>
  COMPLAINT_CATEGORIES.find((category) => category === value);

export const categoryLabel = (value: string | null | undefined) =>
  COMPLAINT_CATEGORY_LABELS[categoryOf(value) ?? 'OTHER'];

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
