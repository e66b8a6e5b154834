import { useLayoutEffect, useState } from 'react';

/** What the modal around a form needs to know: saving (keep it open), changed (ask before discarding). */
export interface FormStatus {
  busy: boolean;
  dirty: boolean;
}

const IDLE: FormStatus = { busy: false, dirty: false };

/** The modal's side: the status its form reports (spread it on the Modal: `<Modal {...status}>`). */
export function useFormStatus() {
  return useState<FormStatus>(IDLE);
}

/**
 * The form's side: tells the modal when it saves or changes, and that it is idle once it goes. In a
 * layout effect, so the modal knows before the next key is handled: from a passive effect the
 * modal's update waited for a scheduler task, and an Esc pressed right after typing closed the
 * form without asking.
 */
export function useReportStatus(
  report: ((status: FormStatus) => void) | undefined,
  busy: boolean,
  dirty: boolean,
) {
  useLayoutEffect(() => {
    report?.({ busy, dirty });
    return () => report?.(IDLE);
  }, [report, busy, dirty]);
}
