import { errorMessage } from '@pgportal/contracts/api';
import { useKitLabels } from './kit-labels';
import { layout } from './layout';
import { Notice } from './notice';

export interface LoadFailedProps {
  /** the refused read's error: its server message is shown (SPEC §8) */
  error: unknown;
  /** asks again, e.g. SWR's `mutate()` */
  onRetry: () => void;
}

/** A read that failed: the server's message and 'Try again', rather than an empty table that says there is nothing. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const labels = useKitLabels();
  return (
    <Notice role="alert">
      <span>{labels.message(errorMessage(error))}</span>
      <button type="button" className={layout.link} onClick={onRetry}>
        {labels.tryAgain}
      </button>
    </Notice>
  );
}
