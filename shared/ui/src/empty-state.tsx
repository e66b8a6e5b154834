import type { ReactNode } from 'react';
import { cx } from './class-names';
import { InboxIcon } from './icons';
import * as styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** e.g. 'alert' when the block reports a failure. */
  role?: string;
}

/** A friendly "nothing here yet" block, optionally with the action that fills it. */
export function EmptyState({ title, description, action, icon, className, role }: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, className)} role={role}>
      <div className={styles.icon}>{icon ?? <InboxIcon size={28} />}</div>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
