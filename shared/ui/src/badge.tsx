import type { ReactNode } from 'react';
import { cx } from './class-names';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short status label ('Active', 'Not Verified', 'PAID'); colour only reinforces the text. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('ui-badge', `ui-badge--${tone}`, className)}>{children}</span>;
}
