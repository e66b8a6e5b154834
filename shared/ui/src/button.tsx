import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  danger: styles.danger,
  ghost: styles.ghost,
};
const BUTTON_SIZES: Record<ButtonSize, string | undefined> = { sm: styles.sm, md: undefined, lg: styles.lg };
const ICON_SIZES: Record<ButtonSize, string | undefined> = { sm: styles.iconSm, md: styles.iconMd, lg: styles.iconLg };

/** The classes of an icon-only button, for a Radix trigger or a link that looks like one. */
export function iconButtonClassName(variant: ButtonVariant = 'ghost', size: ButtonSize = 'md'): string {
  return cx(styles.iconButton, VARIANTS[variant], ICON_SIZES[size]);
}

/** The classes of a button, for links that look like one: <Link className={buttonClassName()}>. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  options: { block?: boolean } = {},
): string {
  return cx(styles.button, VARIANTS[variant], BUTTON_SIZES[size], options.block && styles.block);
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
      className={cx(iconButtonClassName(variant, size), className)}
      {...props}
    >
      {children}
    </button>
  );
}
