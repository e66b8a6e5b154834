import { cx } from './class-names';

export interface SpinnerProps {
  /** Accessible text; 'Loading...' by default. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

/** A spinning ring. On its own it is a status region announcing its label. */
export function Spinner({ label = 'Loading...', size = 'md', decorative = false, className }: SpinnerProps) {
  const ring = <span className={cx('ui-spinner', `ui-spinner--${size}`, className)} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" aria-label={label} className="ui-spinner-wrap">
      {ring}
    </span>
  );
}

export interface LoadingBlockProps {
  label?: string;
  className?: string;
}

/** A centred spinner with visible text, for a page or a section that is loading. */
export function LoadingBlock({ label = 'Loading...', className }: LoadingBlockProps) {
  return (
    <div role="status" className={cx('ui-loading-block', className)}>
      <span className="ui-spinner ui-spinner--md" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
