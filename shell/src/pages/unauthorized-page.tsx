import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@pgportal/runtime/router';

/** True when the browser history holds an earlier page of the portal to return to. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** /unauthorized (SPEC §2, §8): a signed-in user on a route their role may not use. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasPreviousPage()) return; // the link's own target, /, is the fallback
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <main className="status-page">
      <div className="status-page__card">
        <p className="status-page__code" aria-hidden="true">
          403
        </p>
        <h1>403 Access Denied</h1>
        <p className="status-page__text">Sorry, but you don&apos;t have permission to access this page.</p>
        <div className="status-page__actions">
          <Link to="/" className="shell-button shell-button--primary" onClick={goBack}>
            Go back
          </Link>
        </div>
      </div>
    </main>
  );
}
