import type { StatementMapping } from '@pgportal/contracts/schemas';
import { SelectField, layout } from '@pgportal/ui';

interface MappingFieldsProps {
  headers: readonly string[];
  mapping: StatementMapping;
  onChange: (mapping: StatementMapping) => void;
}

type Column = keyof StatementMapping;

const FIELDS: ReadonlyArray<{ key: Column; label: string; required: boolean; hint?: string }> = [
  { key: 'dateColumn', label: 'Date column', required: true },
  { key: 'narrationColumn', label: 'Narration column', required: true },
  {
    key: 'creditColumn',
    label: 'Credit column',
    required: true,
    hint: 'Deposits. When the statement has one Amount column, choose it here and its Dr / Cr column below.',
  },
  {
    key: 'debitColumn',
    label: 'Withdrawal column',
    required: false,
    hint: 'Money paid out: counted, never read as a payment.',
  },
  {
    key: 'indicatorColumn',
    label: 'Dr / Cr column',
    required: false,
    hint: 'Only for one Amount column: says whether each amount came in (Cr) or went out (Dr).',
  },
  { key: 'referenceColumn', label: 'Reference (UTR) column', required: false },
  { key: 'balanceColumn', label: 'Balance column', required: false },
];

/** Which header holds each value: shown to confirm when the statement's columns are new to the property. */
export function MappingFields({ headers, mapping, onChange }: MappingFieldsProps) {
  // Kotak prints two columns named 'Dr / Cr': the first after Amount is the one meant.
  const options = [...new Set(headers.filter(Boolean))].map((header) => ({ value: header, label: header }));
  return (
    <fieldset className={layout.stack}>
      <legend>Confirm the statement’s columns</legend>
      {FIELDS.map(({ key, label, required, hint }) => (
        <SelectField
          key={key}
          label={label}
          hint={hint}
          required={required}
          placeholder={required ? 'Choose a column' : 'None'}
          options={options}
          value={mapping[key] ?? ''}
          onChange={(event) => onChange({ ...mapping, [key]: event.target.value || (required ? '' : null) })}
        />
      ))}
    </fieldset>
  );
}
