import { Slide, ToastContainer, toast } from 'react-toastify';
import type { Id, TypeOptions } from 'react-toastify';

/** SPEC §4: at most 20 at a time, success 3 s, error 5 s, top-left (the shell keeps them below its top bar). */
export const TOAST_LIMIT = 20;
export const SUCCESS_MS = 3000;
export const ERROR_MS = 5000;

export function ToastHost() {
  return <ToastContainer position="top-left" limit={TOAST_LIMIT} transition={Slide} newestOnTop />;
}

export interface NotifyOptions {
  /**
   * One id per step or form (e.g. 'sign-in-otp'): a new message with the same id replaces the
   * one on screen instead of stacking, and `notify.dismiss(id)` clears it once the step succeeds.
   */
  id?: string;
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
  error: (message: string, options?: NotifyOptions) => show('error', message, ERROR_MS, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, ERROR_MS, options),
  loading: (message: string) => toast.loading(message),
  /** Removes the toast with this id (all toasts without one). */
  dismiss: (id?: Id) => toast.dismiss(id),
};
