import type { Property } from '@pgportal/contracts/types';
import { layout, SelectField } from '@pgportal/ui';
import { FindProperty } from './find-property';
import { useState } from 'react';

export interface PropertyChoiceProps {
  /** the caller's properties, or the matches of `search` (undefined while loading) */
  properties: readonly Property[] | undefined;
  /** the chosen property's id ('' for none yet) */
  value: string;
  onChange: (propertyId: string) => void;
  error?: string;
  /** `properties` is one page of more (an operator with hundreds): 'Find a property' finds the rest */
  more?: boolean;
  /** what was typed in 'Find a property' ('' for nothing), with `onSearch` (since 1.2.0) */
  search?: string;
  onSearch?: (text: string) => void;
}

/**
 * 'Property: <name>' above a form that adds to a property (issue 22), and a choice among the
 * caller's properties (the list answers their scope) when they have more than one. When they are
 * more than one page (issue 43), 'Find a property' searches them by name or city as you type; the
 * property chosen stays chosen while the search changes.
 */
export function PropertyChoice({
  properties: data,
  value,
  onChange,
  error,
  more = false,
  search = '',
  onSearch,
}: PropertyChoiceProps) {
  const found = data?.find((property) => property._id === value);
  // the chosen property as last seen, for when a new search leaves it out
  const [kept, setKept] = useState<Property | undefined>(found);
  if (found && found._id !== kept?._id) setKept(found);
  const chosen = found ?? (kept?._id === value ? kept : undefined);
  const searching = !!onSearch && (more || search !== '');
  const options = [...(chosen && !found ? [chosen] : []), ...(data ?? [])];
  const offer = (data?.length ?? 0) > 1 || searching || (!!data?.length && !chosen);
  return (
    <div className={layout.stack}>
      <p>
        Property: <strong>{chosen?.name ?? (data ? 'choose one' : '…')}</strong>
      </p>
      {searching ? <FindProperty search={search} onSearch={onSearch} /> : null}
      {offer ? (
        <SelectField
          label="Property"
          required
          placeholder={chosen ? undefined : 'Choose a property'}
          options={options.map((property) => ({ value: property._id, label: property.name }))}
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
