import { errorMessage } from '@pgportal/contracts/api';
import { Notice, layout } from '@pgportal/ui';

/** A load that failed: the server's message (SPEC §8) and a way to ask again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Notice role="alert">
      <span>{errorMessage(error)}</span>
      <button type="button" className={layout.link} onClick={onRetry}>
        Try again
      </button>
    </Notice>
  );
}
