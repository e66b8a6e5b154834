import { useState } from 'react';
import { initials } from '@pgportal/contracts/format';
import { cx } from './class-names';
import * as styles from './avatar.module.css';

export interface AvatarProps {
  /** The picture's URL; without one (or if it fails to load) the initials show. */
  src?: string | null;
  /** Whose picture: the alternative text. */
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg, xl: styles.xl };

export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cx(styles.avatar, SIZES[size], className);
  if (src && failedSrc !== src) {
    return <img className={classes} src={src} alt={name} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className={classes} role="img" aria-label={name}>
      <span aria-hidden="true">{initials(name) || '?'}</span>
    </span>
  );
}
