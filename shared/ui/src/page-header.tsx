import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (they wrap below the title on small screens). */
  actions?: ReactNode;
  className?: string;
}

/** The top of a page: its one h1, an optional line of text, and its main actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.pageHeader, className)}>
      <div className={styles.text}>
        <h1>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
