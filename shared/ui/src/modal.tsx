import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './icons';
import { iconButtonClassName } from './button';
import * as styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (e.g. Cancel and Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** A click outside closes the modal unless this is false (SPEC §2). Esc always closes. */
  closeOnOutsideClick?: boolean;
  /** Hides the close (×) button, e.g. while something is being saved. */
  hideCloseButton?: boolean;
  className?: string;
}

const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg };

/**
 * A dialog on Radix Dialog: focus is trapped inside and returns when it closes; Esc closes;
 * its height is capped (75vh on small screens, 90vh on larger) and the body scrolls.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnOutsideClick = true,
  hideCloseButton = false,
  className,
}: ModalProps) {
  const keepOpen = (event: Event) => {
    if (!closeOnOutsideClick) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.modal, SIZES[size], className)}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
          </header>
          {children !== undefined ? <div className={styles.body}>{children}</div> : null}
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
          {/* Last in order, so opening the modal focuses its first field or button, not Close. */}
          {hideCloseButton ? null : (
            <Dialog.Close
              className={cx(iconButtonClassName('ghost', 'md'), styles.close)}
              aria-label="Close"
            >
              <CloseIcon />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
