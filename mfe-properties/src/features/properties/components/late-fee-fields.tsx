// The property form's late-fee policy (issue 23): none, a flat fee once after the grace days, or a
// fee per day after them up to a cap. The amounts show only for the policy that uses them.
import type { LateFeePolicy } from '@pgportal/contracts/enums';
import type { Property } from '@pgportal/contracts/types';
import { MoneyField, SelectField, TextField, layout } from '@pgportal/ui';
import { type RegisteredField } from '@pgportal/ui/forms';

const POLICY_OPTIONS: Array<{ value: LateFeePolicy; label: string }> = [
  { value: 'NONE', label: 'No late fee' },
  { value: 'FLAT', label: 'A flat fee once' },
  { value: 'PER_DAY', label: 'A fee per day, up to a cap' },
];

/** The form's starting values of the policy: blank amounts where the policy has none. */
export function lateFeeDefaults(property?: Property) {
  const amount = (value: number | undefined) => (value ? String(value) : '');
  return {
    lateFeePolicy: property?.lateFeePolicy ?? 'NONE',
    lateFeeAmount: amount(property?.lateFeeAmount),
    lateFeeGraceDays:
      property?.lateFeePolicy && property.lateFeePolicy !== 'NONE' ? String(property.lateFeeGraceDays) : '',
    lateFeeCap: amount(property?.lateFeeCap),
  };
}

interface LateFeeFieldsProps {
  /** the chosen policy, as the form holds it */
  policy: unknown;
  lateFeePolicy: RegisteredField;
  lateFeeAmount: RegisteredField;
  lateFeeGraceDays: RegisteredField;
  lateFeeCap: RegisteredField;
}

export function LateFeeFields({ policy, ...fields }: LateFeeFieldsProps) {
  const charged = policy === 'FLAT' || policy === 'PER_DAY';
  return (
    <fieldset className={layout.stackSm}>
      <legend className={layout.textStrong}>Late fee</legend>
      <div className={layout.formGrid}>
        <SelectField
          label="Late fee policy"
          hint="What an invoice still unpaid after its due date and the grace days is charged."
          options={POLICY_OPTIONS}
          {...fields.lateFeePolicy}
        />
        {charged && (
          <>
            <MoneyField
              label={policy === 'PER_DAY' ? 'Late fee per day' : 'Late fee'}
              hint="In rupees, e.g. 100 or 50.50"
              required
              {...fields.lateFeeAmount}
            />
            <TextField
              label="Grace days"
              hint="Days after the due date before the first fee (0 when empty)."
              inputMode="numeric"
              {...fields.lateFeeGraceDays}
            />
          </>
        )}
        {policy === 'PER_DAY' && (
          <MoneyField
            label="Late fee cap"
            hint="In rupees: the most one invoice is charged in late fees."
            required
            {...fields.lateFeeCap}
          />
        )}
      </div>
    </fieldset>
  );
}
