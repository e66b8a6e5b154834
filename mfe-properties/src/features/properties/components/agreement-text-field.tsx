import { AGREEMENT_PLACEHOLDERS, DEFAULT_AGREEMENT_TEXT } from '@pgportal/contracts/schemas';
import { Button, TextAreaField, layout, type TextAreaFieldProps } from '@pgportal/ui';

const PLACEHOLDER_LIST = AGREEMENT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

interface AgreementTextFieldProps extends Omit<TextAreaFieldProps, 'label' | 'hint'> {
  /** puts the standard text in the box, to edit from */
  onUseStandard: () => void;
}

/**
 * The leave-and-licence agreement's clauses (issue 24): empty prints the standard Indian text;
 * placeholders are filled in per tenant, and an unknown one is refused on save.
 */
export function AgreementTextField({ onUseStandard, className, ...field }: AgreementTextFieldProps) {
  return (
    <div className={className}>
      <TextAreaField
        label="Agreement clauses"
        rows={6}
        placeholder={DEFAULT_AGREEMENT_TEXT}
        hint={`The terms of the leave-and-licence agreement each tenant signs. Leave empty for the standard text. Placeholders: ${PLACEHOLDER_LIST}. A blank line starts a new clause.`}
        {...field}
      />
      <div className={layout.row}>
        <Button type="button" variant="secondary" size="sm" onClick={onUseStandard}>
          Start from the standard text
        </Button>
      </div>
    </div>
  );
}
