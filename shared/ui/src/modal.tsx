import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, iconButtonClassName } from './button';
import { cx } from './class-names';
import { CloseIcon } from './icons';
import { KIT_LABELS_EN, useKitLabels } from './kit-labels';
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
  /** A click outside closes the modal unless this is false (SPEC §2). */
  closeOnOutsideClick?: boolean;
  /** Hides the close (×) button. */
  hideCloseButton?: boolean;
  /** Saving or deleting: Esc, × and a click outside do not close the modal meanwhile. */
  busy?: boolean;
  /** The form inside has changes: Esc or a click outside asks before discarding them. */
  dirty?: boolean;
  className?: string;
}

const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg };

export const DISCARD_TITLE = KIT_LABELS_EN.discardTitle;
export const DISCARD_TEXT = KIT_LABELS_EN.discardText;

/**
 * Where focus goes back when a modal closes: the control that had it when the modal opened (for
 * a menu item, gone once its menu closes, the button that opened that menu), then its ancestors,
 * kept now because a control may leave the page meanwhile (the row of a deleted manager).
 */
function currentOpener(): HTMLElement[] {
  if (typeof document === 'undefined') return [];
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return [];
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  const chain: HTMLElement[] = [];
  for (
    let node: HTMLElement | null = trigger ?? active;
    node && node !== document.body;
    node = node.parentElement
  ) {
    chain.push(node);
  }
  return chain;
}

/** Focuses the opener if it is still on the page, else the nearest focusable container that still is. */
function returnFocusTo(chain: readonly HTMLElement[]) {
  for (const [index, node] of chain.entries()) {
    if (!node.isConnected || (index > 0 && !node.hasAttribute('tabindex'))) continue;
    node.focus();
    if (document.activeElement === node) return;
  }
}

/**
 * Esc pressed in a field whose own list is open (a combobox with aria-expanded="true"): that field
 * closes its list, the dialog stays. Radix hears Esc first (on the document, while capturing), so
 * the field's own handler cannot stop it.
 */
function isInOpenPopup(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="combobox"][aria-expanded="true"]') !== null;
}

/**
 * A dialog on Radix Dialog: focus is trapped inside and goes back to the control that opened it
 * when it closes (a row menu's button for a menu item); Esc closes (but only the list of a picker
 * inside when one is open); its height is capped (75vh on small screens, 90vh on larger) and the
 * body scrolls. `busy` keeps it open while saving; `dirty` makes Esc or a click outside ask before
 * the changes are discarded.
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
  busy = false,
  dirty = false,
  className,
}: ModalProps) {
  // Who opened it is read while rendering the opening: by the time effects run, a menu item that
  // opened it has already left the page.
  const [wasOpen, setWasOpen] = useState(open);
  const [opener, setOpener] = useState<HTMLElement[]>(() => (open ? currentOpener() : []));
  const [askDiscard, setAskDiscard] = useState(false);
  const labels = useKitLabels();
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(currentOpener());
    else setAskDiscard(false);
  }

  const requestOpenChange = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };
  const onEscapeKeyDown = (event: KeyboardEvent) => {
    if (busy || isInOpenPopup(event.target)) event.preventDefault();
    else if (dirty) {
      event.preventDefault();
      setAskDiscard(true);
    }
  };
  const onPointerDownOutside = (event: Event) => {
    if (busy || !closeOnOutsideClick) event.preventDefault();
    else if (dirty) {
      event.preventDefault();
      setAskDiscard(true);
    }
  };
  const onInteractOutside = (event: Event) => {
    if (busy || dirty || !closeOnOutsideClick) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.modal, SIZES[size], className)}
          onEscapeKeyDown={onEscapeKeyDown}
          onPointerDownOutside={onPointerDownOutside}
          onInteractOutside={onInteractOutside}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo(opener);
          }}
          aria-busy={busy || undefined}
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
              aria-label={labels.close}
              title={labels.close}
              disabled={busy}
            >
              <CloseIcon />
            </Dialog.Close>
          )}
          {dirty ? (
            <Modal
              open={askDiscard}
              onOpenChange={setAskDiscard}
              size="sm"
              title={labels.discardTitle}
              footer={
                <>
                  <Button variant="secondary" onClick={() => setAskDiscard(false)}>
                    {labels.keepEditing}
                  </Button>
                  <Button variant="danger" onClick={() => onOpenChange(false)}>
                    {labels.discard}
                  </Button>
                </>
              }
            >
              <p>{labels.discardText}</p>
            </Modal>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
