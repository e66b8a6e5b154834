import { useEffect } from 'react';

/** What the modal around a form needs to know: saving (keep it open), changed (ask before discarding). */
export interface FormStatus {
  busy: boolean;
  dirty: boolean;
}

export function useReportStatus(
  report: ((status: FormStatus) => void) | undefined,
  busy: boolean,
  dirty: boolean,
) {
  useEffect(() => {
    report?.({ busy, dirty });
    return () => report?.({ busy: false, dirty: false });
  }, [report, busy, dirty]);
}
