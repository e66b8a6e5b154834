import type { ReactNode } from 'react';
import { Avatar } from './avatar';
import * as styles from './person-cell.module.css';

export interface PersonCellProps {
  name: string;
  /** A second line under the name, e.g. the e-mail address. */
  meta?: ReactNode;
  avatarUrl?: string | null;
}

/** A table cell showing a person: avatar, name, and a muted second line. */
export function PersonCell({ name, meta, avatarUrl }: PersonCellProps) {
  return (
    <div className={styles.person}>
      <Avatar src={avatarUrl} name={name} size="md" />
      <div className={styles.text}>
        <span className={styles.name}>{name}</span>
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </div>
    </div>
  );
}
