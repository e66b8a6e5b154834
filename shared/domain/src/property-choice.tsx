import type { Property } from '@pgportal/contracts/types';
import { layout, SelectField } from '@pgportal/ui';

export interface PropertyChoiceProps {
  /** the caller's properties (undefined while loading) */
  properties: readonly Property[] | undefined;
  /** the chosen property's id ('' for none yet) */
  value: string;
  onChange: (propertyId: string) => void;
  error?: string;
}

/**
 * 'Property: <name>' above a form that adds to a property (issue 22), and a choice among the
 * caller's properties (the list answers their scope) when they have more than one.
 */
export function PropertyChoice({ properties: data, value, onChange, error }: PropertyChoiceProps) {
  const chosen = data?.find((property) => property._id === value);
  const offer = (data?.length ?? 0) > 1 || (!!data?.length && !chosen);
  return (
    <div className={layout.stack}>
      <p>
        Property: <strong>{chosen?.name ?? (data ? 'choose one' : '…')}</strong>
      </p>
      {offer ? (
        <SelectField
          label="Property"
          required
          placeholder={chosen ? undefined : 'Choose a property'}
          options={(data ?? []).map((property) => ({ value: property._id, label: property.name }))}
          value={chosen ? value : ''}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : error ? (
        <p role="alert">{error}</p>
      ) : null}
    </div>
  );
}
