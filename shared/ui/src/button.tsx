import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The classes of a button, for links that look like one: <Link className={buttonClassName()}>. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  options: { block?: boolean } = {},
): string {
  return cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, options.block && 'ui-button--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: disabled, a spinner, and `loadingText` (or the usual label) while it lasts. */
  loading?: boolean;
  loadingText?: ReactNode;
  /** Full width. */
  block?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  block,
  icon,
  className,
  type = 'button',
  disabled,
  children,
  ref,
  ...props
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(buttonClassName(variant, size, { block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      <span>{loading && loadingText ? loadingText : children}</span>
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name (also the tooltip): a button with only an icon must say what it does. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  children,
  ref,
  ...props
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cx('ui-icon-button', `ui-button--${variant}`, `ui-icon-button--${size}`, className)}
      {...props}
    >
      {children}
    </button>
  );
}
