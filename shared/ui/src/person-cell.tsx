import type { ReactNode } from 'react';
import { Avatar } from './avatar';
import * as styles from './person-cell.module.css';

export interface PersonCellProps {
  name: string;
  /** A second line under the name, e.g. the e-mail address. */
  meta?: ReactNode;
  avatarUrl?: string | null;
}

/**
 * A table cell showing a person: avatar, name, and a muted second line. A long name or e-mail is
 * cut with an ellipsis; the whole text stays in the page (screen readers read it) and shows on hover.
 */
export function PersonCell({ name, meta, avatarUrl }: PersonCellProps) {
  return (
    <div className={styles.person}>
      <Avatar src={avatarUrl} name={name} size="md" />
      <div className={styles.text}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        {meta ? (
          <span className={styles.meta} title={typeof meta === 'string' ? meta : undefined}>
            {meta}
          </span>
        ) : null}
      </div>
    </div>
  );
}
