import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldBaseProps } from './field';
import { cx } from './class-names';
import * as styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  options: readonly SelectOption[];
  /** An empty first choice such as 'Select a role'; choosing it means "no value" (''). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: keyboard, mobile pickers and screen readers work as users expect. */
export function SelectField({
  label,
  hint,
  error,
  required,
  className,
  id,
  options,
  placeholder,
  ref,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        ref={ref}
        id={ids.id}
        className={cx(styles.input, styles.select)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
