import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import * as styles from './page.module.css';

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** A narrower column (880px) for forms such as the account screen. */
  narrow?: boolean;
}

/** The content column of a page (max 1200px): <Page><PageHeader title="Rooms" />...</Page>. */
export function Page({ narrow = false, className, children, ...props }: PageProps) {
  return (
    <section className={cx(styles.page, narrow && styles.narrow, className)} {...props}>
      {children}
    </section>
  );
}
