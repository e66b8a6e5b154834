import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cx } from './class-names';
import { DotsIcon } from './icons';
import { iconButtonClassName } from './button';
import * as styles from './row-menu.module.css';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  /** Left out of the menu (e.g. 'Resend' on a verified row). */
  hidden?: boolean;
  disabled?: boolean;
  /** Styled as destructive (Delete, Remove). */
  danger?: boolean;
}

export interface RowMenuProps {
  /** The trigger's accessible name, e.g. 'Actions for Ravi Kumar'. */
  label: string;
  items: readonly RowMenuItem[];
  align?: 'start' | 'center' | 'end';
}

/**
 * A row's actions on Radix DropdownMenu: opens beside its button, arrow keys move, Esc closes.
 * Non-modal, so an item may open a dialog without the page staying inert afterwards.
 */
export function RowMenu({ label, items, align = 'end' }: RowMenuProps) {
  const visible = items.filter((item) => !item.hidden);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={iconButtonClassName('ghost', 'sm')}
        aria-label={label}
        title={label}
        disabled={visible.length === 0}
      >
        <DotsIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align={align} sideOffset={4} collisionPadding={8}>
          {visible.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={cx(styles.item, item.danger && styles.danger)}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
