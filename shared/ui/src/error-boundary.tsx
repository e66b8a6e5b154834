import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button } from './button';
import { AlertIcon } from './icons';
import { EmptyState } from './empty-state';
import { useKitLabels } from './kit-labels';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead; by default the spec's fallback message with a 'Try again' button. */
  fallback?: (reset: () => void) => ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Keeps a crash inside one page or section: the rest of the portal keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A section of the page failed', error, info.componentStack);
  }

  reset = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.reset);
    return <SectionFailed onRetry={this.reset} />;
  }
}

/** The spec's fallback of a crashed section, in the kit's words where it is shown. */
function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const labels = useKitLabels();
  return (
    <EmptyState
      role="alert"
      icon={<AlertIcon size={28} />}
      title={labels.crashTitle}
      description={labels.crashText}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {labels.tryAgain}
        </Button>
      }
    />
  );
}
