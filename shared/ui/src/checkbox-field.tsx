import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field';

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
    <div className={cx('ui-field', 'ui-field--check', error && 'ui-field--invalid', className)}>
      <label className="ui-check" htmlFor={ids.id}>
        <input
          ref={ref}
          id={ids.id}
          type="checkbox"
          className="ui-check__box"
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
