import { Link } from '@pgportal/runtime/router';

/** Any unknown path (SPEC §2); `embedded` inside the /app and /tenant layouts, which own the <main>. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const Landmark = embedded ? 'section' : 'main';
  return (
    <Landmark className="status-page" aria-labelledby="not-found-title">
      <div className="status-page__card">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Page not found</h1>
        <p className="status-page__text">The page you are looking for does not exist, or it has moved.</p>
        <div className="status-page__actions">
          <Link to="/" className="shell-button shell-button--primary">
            Go back home
          </Link>
          <a href="mailto:support@pgportal.in" className="shell-button shell-button--secondary">
            Contact support
          </a>
        </div>
      </div>
    </Landmark>
  );
}
