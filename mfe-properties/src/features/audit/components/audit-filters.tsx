// The Audit log's filters (issue 42): property, object, person and days; every change applies at
// once and goes back to the first page.
import { AUDIT_OBJECT_TYPES } from '@pgportal/contracts/enums';
import type { Property, User } from '@pgportal/contracts/types';
import { AUDIT_OBJECT_LABELS } from '@pgportal/domain';
import { Button, layout, SelectField, TextField } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { NO_FILTERS, type AuditFilters } from '../api';

export interface AuditFiltersProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  properties: readonly Property[] | undefined;
  /** 'Find a property' when the caller has more properties than the filter lists */
  findProperty?: ReactNode;
  people: readonly User[] | undefined;
  /** 'Find a person' when there are more staff accounts than the filter lists */
  findPerson?: ReactNode;
}

const OBJECT_OPTIONS = [
  { value: '', label: 'Every object' },
  ...AUDIT_OBJECT_TYPES.map((type) => ({ value: type, label: AUDIT_OBJECT_LABELS[type] })),
];

export function AuditFiltersForm({
  filters,
  onChange,
  properties,
  findProperty,
  people,
  findPerson,
}: AuditFiltersProps) {
  const set = (field: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [field]: event.target.value });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <form
      className={layout.stack}
      aria-label="Filter the audit log"
      onSubmit={(event) => event.preventDefault()}
    >
      {findProperty}
      {findPerson}
      <div className={layout.grid3}>
        <SelectField
          label="Property"
          value={filters.propertyId}
          onChange={set('propertyId')}
          options={[
            { value: '', label: 'Every property' },
            ...(properties ?? []).map((property) => ({ value: property._id, label: property.name })),
          ]}
        />
        <SelectField
          label="Object"
          value={filters.objectType}
          onChange={set('objectType')}
          options={OBJECT_OPTIONS}
        />
        <SelectField
          label="Person"
          value={filters.actor}
          onChange={set('actor')}
          options={[
            { value: '', label: 'Everyone' },
            ...(people ?? []).map((person) => ({
              value: person._id,
              label: `${person.name} (${person.email})`,
            })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={set('from')}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={set('to')}
        />
      </div>
      {filtered ? (
        <div className={layout.row}>
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
