import type { ReactNode } from 'react';
import { cx } from './class-names';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** A friendly "nothing here yet" block, optionally with the action that fills it. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx('ui-empty', className)}>
      <div className="ui-empty__icon">{icon ?? <InboxIcon size={28} />}</div>
      <p className="ui-empty__title">{title}</p>
      {description ? <p className="ui-empty__description">{description}</p> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
