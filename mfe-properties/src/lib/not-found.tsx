import { Card, Page, layout } from '@pgportal/ui';
import { Link } from '@pgportal/runtime/router';
import { PATHS } from '@pgportal/contracts/paths';
import { errorMessage } from '@pgportal/contracts/api';

/**
 * Reads through the kit's hooks fail with the kit's own copy of ApiError (each bundle carries its
 * contracts), so errors are read by their shape, not with instanceof.
 */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;

/** Whether a read failed because the object is missing or outside the caller's properties. */
export const isNotFound = (error: unknown) => statusOf(error) === 404;

/** The server's message of a failed read, whichever copy of ApiError carries it. */
export function loadErrorText(error: unknown): string {
  if (typeof statusOf(error) === 'number' && error instanceof Error && error.message) return error.message;
  return errorMessage(error);
}

/**
 * What a page shows when the API answers 404 for its object (missing, or outside the caller's
 * properties): the portal's not-found screen, never another property's data.
 */
export function NotFound() {
  return (
    <Page>
      <Card>
        <div className={layout.stack}>
          <h1>Page not found</h1>
          <p className={layout.muted}>The page you are looking for does not exist, or it has moved.</p>
          <div className={layout.row}>
            <Link to={PATHS.dashboard} className={layout.link}>
              Go back home
            </Link>
            <a href="mailto:support@pgportal.in" className={layout.link}>
              Contact support
            </a>
          </div>
        </div>
      </Card>
    </Page>
  );
}
