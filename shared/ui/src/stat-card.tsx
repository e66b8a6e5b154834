import { Link } from '@pgportal/runtime/router';
import type { ReactNode } from 'react';
import { Card } from './card';
import { cx } from './class-names';
import * as styles from './stat-card.module.css';

export interface StatCardProps {
  /** the figure's name: the card's heading and its region's name */
  title: string;
  value: string;
  /** a line under the value, e.g. the period the amount covers */
  note?: ReactNode;
  /** where the card leads: the whole card is this link (its text says where) */
  link?: { to: string; text: string };
}

/** One figure of a StatGrid: a region named by its title, the value large beneath it. */
export function StatCard({ title, value, note, link }: StatCardProps) {
  return (
    <Card aria-label={title} className={cx(link && styles.linked)}>
      <h2 className={styles.label}>{title}</h2>
      <p className={styles.value}>{value}</p>
      {note ? <p className={styles.note}>{note}</p> : null}
      {link ? (
        <Link className={styles.link} to={link.to}>
          {link.text}
        </Link>
      ) : null}
    </Card>
  );
}

export interface StatGridProps {
  /** while the figures load (aria-busy) */
  busy?: boolean;
  /** smaller values and less space below, for figures above a list */
  compact?: boolean;
  children: ReactNode;
}

/** Figures side by side (three to a row; one column on a phone): the StatCards of a page. */
export function StatGrid({ busy = false, compact = false, children }: StatGridProps) {
  return (
    <div className={cx(styles.grid, compact && styles.compact)} aria-busy={busy}>
      {children}
    </div>
  );
}
