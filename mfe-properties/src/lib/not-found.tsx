import { Card, Page, layout } from '@pgportal/ui';
import { Link } from '@pgportal/runtime/router';
import { PATHS } from '@pgportal/contracts/paths';
import { errorMessage, isApiError } from '@pgportal/contracts/api';

/** Whether a read failed because the object is missing or outside the caller's properties. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The server's message of a failed read (the kit's hooks throw their own copy of ApiError). */
export const loadErrorText = (error: unknown): string => errorMessage(error);

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
