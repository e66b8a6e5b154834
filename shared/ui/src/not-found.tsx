import { isApiError } from '@pgportal/contracts/api';
import { PATHS } from '@pgportal/contracts/paths';
import { Link } from '@pgportal/runtime/router';
import { Card } from './card';
import { layout } from './layout';
import { Page } from './page';

/** Whether a read failed because the object is missing or outside the caller's reach (the API's 404). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

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
