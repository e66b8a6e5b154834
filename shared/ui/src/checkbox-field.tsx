import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field';
import * as fieldStyles from './field.module.css';
import * as styles from './checkbox-field.module.css';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'type'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, hint, error, className, id, ref, ...props }: CheckboxFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={styles.check} htmlFor={ids.id}>
        <input
          ref={ref}
          id={ids.id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...props}
        />
        <span>{label}</span>
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
