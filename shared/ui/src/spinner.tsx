import { cx } from './class-names';
import { useKitLabels } from './kit-labels';
import * as styles from './spinner.module.css';

export interface SpinnerProps {
  /** Accessible text; the kit's 'Loading...' by default. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg };

/** A spinning ring. On its own it is a status region announcing its label. */
export function Spinner({ label, size = 'md', decorative = false, className }: SpinnerProps) {
  const labels = useKitLabels();
  const ring = <span className={cx(styles.spinner, SIZES[size], className)} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" aria-label={label ?? labels.loading} className={styles.wrap}>
      {ring}
    </span>
  );
}

export interface LoadingBlockProps {
  label?: string;
  className?: string;
}

/** A centred spinner with visible text, for a page or a section that is loading. */
export function LoadingBlock({ label, className }: LoadingBlockProps) {
  const labels = useKitLabels();
  return (
    <div role="status" className={cx(styles.loadingBlock, className)}>
      <span className={cx(styles.spinner, styles.md)} aria-hidden="true" />
      <span>{label ?? labels.loading}</span>
    </div>
  );
}
