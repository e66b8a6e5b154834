import { Slide, ToastContainer, toast } from 'react-toastify';
import type { CloseButtonProps, Id, ToastPosition, TypeOptions } from 'react-toastify';
import { useMemo } from 'react';
import { UNAUTHORIZED_EVENT } from '@pgportal/contracts/api';

/**
 * SPEC §4: at most 20 at a time, success 3 s, error 5 s. Placed bottom-right (SPEC §4 says
 * top-left, but there they covered the page's heading and first card): the shell lifts them above
 * its bottom bar on phones.
 */
export const TOAST_LIMIT = 20;
export const SUCCESS_MS = 3000;
export const ERROR_MS = 5000;
export const TOAST_POSITION: ToastPosition = 'bottom-right';

/** The id of the one toast that says the session ended (the sign-in page clears it once signed in). */
export const SESSION_ENDED_TOAST = 'session-ended';

/** The toast host's own words: react-toastify's English by default (issue 27: a tenant's in their language). */
export interface ToastLabels {
  /** the region's name (react-toastify's, with its Alt+T shortcut) */
  notifications: string;
  /** the × on each toast */
  close: string;
}

export const TOAST_LABELS_EN: ToastLabels = { notifications: 'Notifications Alt+T', close: 'close' };

/**
 * react-toastify's own class names for its ×, not the kit's: the library's and the shell's toast
 * styles (global.css) apply to our button as to the one it replaces.
 */
const toastifyCloseClass = (theme: string) => `Toastify__close-button Toastify__close-button--${theme}`;

/** react-toastify's × (same classes and icon) with our name for it. */
function closeButtonNamed(name: string) {
  return function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
    return (
      <button
        type="button"
        className={toastifyCloseClass(theme)}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
        aria-label={name}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  };
}

/**
 * The portal's one toast host (the shell renders it). `labels` name its region and each toast's ×
 * (the shell passes the tenant's words on the tenant's pages); English otherwise. Words passed in
 * rather than read from <KitLabelsProvider>: the host sits above every page's provider.
 */
export function ToastHost({ labels = TOAST_LABELS_EN }: { labels?: ToastLabels }) {
  const { notifications, close } = labels;
  const closeButton = useMemo(() => closeButtonNamed(close), [close]);
  return (
    <ToastContainer
      position={TOAST_POSITION}
      limit={TOAST_LIMIT}
      transition={Slide}
      newestOnTop
      aria-label={notifications}
      closeButton={closeButton}
    />
  );
}

export interface NotifyOptions {
  /**
   * One id per step or form (e.g. 'sign-in-otp'): a new message with the same id replaces the
   * one on screen instead of stacking, and `notify.dismiss(id)` clears it once the step succeeds.
   */
  id?: string;
}

/**
 * A 401 means the session ended, and the shell says so in one toast (notify.sessionEnded). The call
 * that got the 401 would toast its own error as well ('Unauthorized'): error toasts raised while
 * that answer is handled (in the same task: the failing call's catch and SWR's onError run in
 * microtasks right after the answer dispatched UNAUTHORIZED_EVENT) are left out.
 */
let handlingUnauthorized = false;
if (typeof window !== 'undefined') {
  window.addEventListener(UNAUTHORIZED_EVENT, () => {
    handlingUnauthorized = true;
    setTimeout(() => {
      handlingUnauthorized = false;
    }, 0);
  });
}

function show(
  type: Exclude<TypeOptions, 'default'>,
  message: string,
  autoClose: number,
  options?: NotifyOptions,
): Id {
  const id = options?.id;
  if (id !== undefined && toast.isActive(id)) {
    toast.update(id, { render: message, type, autoClose });
    return id;
  }
  return toast(message, { type, autoClose, toastId: id });
}

/**
 * A problem already on screen is shown once: the same words again refresh that toast (its id is
 * the words) instead of stacking a copy, which on a phone climbs over an open dialog's buttons.
 */
const once = (message: string, options?: NotifyOptions): NotifyOptions => ({ id: message, ...options });

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, SUCCESS_MS, options),
  error: (message: string, options?: NotifyOptions): Id | null =>
    handlingUnauthorized ? null : show('error', message, ERROR_MS, once(message, options)),
  warning: (message: string, options?: NotifyOptions) =>
    show('warning', message, ERROR_MS, once(message, options)),
  loading: (message: string) => toast.loading(message),
  /** The session ended (a 401 on a signed-in screen): one toast however many calls failed. */
  sessionEnded: (message: string) => show('error', message, ERROR_MS, { id: SESSION_ENDED_TOAST }),
  /** Removes the toast with this id (all toasts without one). */
  dismiss: (id?: Id) => toast.dismiss(id),
};
