import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './icons';

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
        <Dialog.Overlay className="ui-modal__overlay" />
        <Dialog.Content
          className={cx('ui-modal', `ui-modal--${size}`, className)}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="ui-modal__header">
            <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="ui-modal__description">{description}</Dialog.Description>
            ) : null}
          </header>
          {children !== undefined ? <div className="ui-modal__body">{children}</div> : null}
          {footer ? <footer className="ui-modal__footer">{footer}</footer> : null}
          {/* Last in order, so opening the modal focuses its first field or button, not Close. */}
          {hideCloseButton ? null : (
            <Dialog.Close
              className="ui-icon-button ui-button--ghost ui-icon-button--md ui-modal__close"
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
