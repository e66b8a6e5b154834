import { Component } from 'react';
import type { ReactNode } from 'react';

export const UNAVAILABLE_TEXT = 'This section is unavailable right now.';

interface Props {
  /** Which remote is inside (React itself logs the error it caught). */
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that fails to load (or throws while rendering) so the rest of the portal keeps
 * working; offers Retry. The parent remounts it (new `key`) to try again.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-unavailable" role="alert" data-remote={this.props.remote}>
        <p className="remote-unavailable__text">{UNAVAILABLE_TEXT}</p>
        <button
          type="button"
          className="shell-button shell-button--secondary"
          onClick={this.props.onRetry}
        >
          <span>Retry</span>
        </button>
      </section>
    );
  }
}
