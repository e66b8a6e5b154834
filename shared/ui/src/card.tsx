import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading for the card (h2 by default). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}

/** A white panel with a border, for grouping a section of a page. */
export function Card({ title, headingLevel = 2, actions, className, children, ...props }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx(styles.card, className)} {...props}>
      {title || actions ? (
        <header className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : <span />}
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
