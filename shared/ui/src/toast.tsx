import { Slide, ToastContainer, toast } from 'react-toastify';

/** SPEC §4: at most 20 at a time, success 3 s, error 5 s, top-left. */
export const TOAST_LIMIT = 20;
export const SUCCESS_MS = 3000;
export const ERROR_MS = 5000;

export function ToastHost() {
  return <ToastContainer position="top-left" limit={TOAST_LIMIT} transition={Slide} newestOnTop />;
}

export const notify = {
  success: (message: string) => toast.success(message, { autoClose: SUCCESS_MS }),
  error: (message: string) => toast.error(message, { autoClose: ERROR_MS }),
  warning: (message: string) => toast.warning(message, { autoClose: ERROR_MS }),
  loading: (message: string) => toast.loading(message),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
