import type { StatementMapping } from '@pgportal/contracts/schemas';
import { SelectField, layout } from '@pgportal/ui';

interface MappingFieldsProps {
  headers: readonly string[];
  mapping: StatementMapping;
  onChange: (mapping: StatementMapping) => void;
}

const FIELDS = [
  { key: 'dateColumn', label: 'Date column' },
  { key: 'narrationColumn', label: 'Narration column' },
  { key: 'creditColumn', label: 'Credit column' },
  { key: 'referenceColumn', label: 'Reference (UTR) column' },
] as const;

/** Which header holds each value: shown to confirm when the statement's columns are new to the property. */
export function MappingFields({ headers, mapping, onChange }: MappingFieldsProps) {
  const options = headers.map((header) => ({ value: header, label: header }));
  return (
    <fieldset className={layout.stack}>
      <legend>Confirm the statement’s columns</legend>
      {FIELDS.map(({ key, label }) => (
        <SelectField
          key={key}
          label={label}
          required={key !== 'referenceColumn'}
          placeholder={key === 'referenceColumn' ? 'None' : 'Choose a column'}
          options={options}
          value={mapping[key] ?? ''}
          onChange={(event) =>
            onChange({ ...mapping, [key]: event.target.value || (key === 'referenceColumn' ? null : '') })
          }
        />
      ))}
    </fieldset>
  );
}
