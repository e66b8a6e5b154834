import { useEffect } from 'react';
import { useRouteError } from '@pgportal/runtime/router';
import { FALLBACK_ERROR } from '@pgportal/contracts/api';

/** A crash anywhere in the route tree (not a remote: those have their own boundary). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error', error);
  }, [error]);
  return (
    <main className="status-page">
      <div className="status-page__card" role="alert">
        <h1>{FALLBACK_ERROR}</h1>
        <p className="status-page__text">
          Reload the page to try again. If it keeps happening, contact support.
        </p>
        <div className="status-page__actions">
          <button
            type="button"
            className="shell-button shell-button--primary"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <a href="mailto:support@pgportal.in" className="shell-button shell-button--secondary">
            Contact support
          </a>
        </div>
      </div>
    </main>
  );
}
