// The property form's Tally ledger names (issue 44): the company and the ledgers the accountant's
// Tally XML export posts to. Blank is the default shown as the placeholder.
import { TALLY_LEDGER_DEFAULTS, TALLY_LEDGER_FIELDS, TALLY_LEDGER_LABELS } from '@pgportal/contracts/schemas';
import type { TallyLedgerField, TallyLedgers } from '@pgportal/contracts/schemas';
import type { Property } from '@pgportal/contracts/types';
import { TextField, layout } from '@pgportal/ui';
import { type RegisteredField } from '@pgportal/ui/forms';

/** The form's starting names: the property's own, blank where it follows the default. */
export function tallyLedgerDefaults(property?: Property): TallyLedgers {
  const names = { ...TALLY_LEDGER_DEFAULTS, company: '' };
  for (const field of TALLY_LEDGER_FIELDS) {
    const own = property?.tallyLedgers?.[field] ?? '';
    names[field] = own === TALLY_LEDGER_DEFAULTS[field] ? '' : own;
  }
  return names;
}

interface TallyLedgerFieldsProps {
  /** the property's name: the company name when that is left blank */
  propertyName: string;
  fields: Record<TallyLedgerField, RegisteredField>;
  errors: Partial<Record<TallyLedgerField, string | undefined>>;
}

export function TallyLedgerFields({ propertyName, fields, errors }: TallyLedgerFieldsProps) {
  return (
    <fieldset className={layout.stackSm}>
      <legend className={layout.textStrong}>Tally export</legend>
      <p className={layout.muted}>
        The names the Tally XML file (Dues → Tally XML) gives the company and its ledgers. Use the names in
        your accountant’s Tally; leave one blank for the name shown in it. The output GST ledgers are used
        only when the property is GST-registered.
      </p>
      <div className={layout.formGrid}>
        {TALLY_LEDGER_FIELDS.map((field) => (
          <TextField
            key={field}
            label={TALLY_LEDGER_LABELS[field]}
            placeholder={
              field === 'company' ? propertyName || 'The property’s name' : TALLY_LEDGER_DEFAULTS[field]
            }
            autoComplete="off"
            error={errors[field]}
            {...fields[field]}
          />
        ))}
      </div>
    </fieldset>
  );
}
