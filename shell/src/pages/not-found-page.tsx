import { Link } from '@pgportal/runtime/router';

/** Any unknown path (SPEC §2). */
export function NotFoundPage() {
  return (
    <main className="status-page">
      <div className="status-page__card">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p className="status-page__text">The page you are looking for does not exist, or it has moved.</p>
        <div className="status-page__actions">
          <Link to="/" className="ui-button ui-button--primary ui-button--md">
            Go back home
          </Link>
          <a href="mailto:support@pgportal.in" className="ui-button ui-button--secondary ui-button--md">
            Contact support
          </a>
        </div>
      </div>
    </main>
  );
}
