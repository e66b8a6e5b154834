import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

const TONES: Record<BadgeTone, string | undefined> = {
  neutral: styles.neutral,
  primary: styles.primary,
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  info: styles.info,
};

/** A short status label ('Active', 'Not Verified', 'PAID'); colour only reinforces the text. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(styles.badge, TONES[tone], className)}>{children}</span>;
}
