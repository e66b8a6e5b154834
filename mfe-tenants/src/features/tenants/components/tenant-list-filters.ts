import type { TenantListSort } from '@pgportal/contracts/schemas';
import type { TenantsFilters } from '../api';

/** The URL parameters of the tenants list's filters and sort: the API's own names. */
export const TENANT_LIST_PARAMS = ['owes', 'overdue', 'assigned', 'left', 'sort'] as const;
export type TenantListParam = (typeof TENANT_LIST_PARAMS)[number];

/** Each filter chip: its label and the parameter it sets. */
export const DUES_CHIPS: ReadonlyArray<{
  label: string;
  param: Exclude<TenantListParam, 'sort'>;
  value: 'true' | 'false';
}> = [
  { label: 'Owes', param: 'owes', value: 'true' },
  { label: 'Overdue', param: 'overdue', value: 'true' },
  { label: 'Not on a bed', param: 'assigned', value: 'false' },
  { label: 'Left but owes', param: 'left', value: 'true' },
];

export const SORT_OPTIONS: ReadonlyArray<{ value: TenantListSort | ''; label: string }> = [
  { value: '', label: 'Newest first' },
  { value: '-dueAmount', label: 'Amount due, most first' },
  { value: 'dueAmount', label: 'Amount due, least first' },
];

const flag = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);

/** The filters the URL holds, each only when it is a value the API takes (else left out). */
export function filtersFromUrl(values: Partial<Record<TenantListParam, string>>): TenantsFilters {
  const sort = SORT_OPTIONS.find((option) => option.value !== '' && option.value === values.sort)?.value;
  return {
    owes: flag(values.owes),
    overdue: flag(values.overdue),
    assigned: flag(values.assigned),
    left: flag(values.left),
    sort: sort || undefined,
  };
}
