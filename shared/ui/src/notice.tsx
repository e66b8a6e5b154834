import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import * as styles from './notice.module.css';

/** A short informative message in a tinted box (an icon first, if any, keeps to the top line). */
export function Notice({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cx(styles.notice, className)} {...props}>
      {children}
    </div>
  );
}
