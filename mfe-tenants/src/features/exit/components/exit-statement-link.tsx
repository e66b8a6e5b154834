import { EXIT_STATEMENT_STATUS_LABELS } from '@pgportal/contracts/enums';
import { href } from '@pgportal/contracts/paths';
import { Link } from '@pgportal/runtime/router';
import { layout } from '@pgportal/ui';
import { useMyExitStatement } from '../api';

/**
 * The tenant's way to /tenant/exit from their Billing page (issue 24): shown once the staff have
 * sent an exit statement (the API answers null before that), whatever became of it since.
 */
export function ExitStatementLink() {
  const { data: statement } = useMyExitStatement();
  if (!statement) return null;
  return (
    <p>
      <strong>Exit statement: </strong>
      {EXIT_STATEMENT_STATUS_LABELS[statement.status]}.{' '}
      <Link className={layout.link} to={href('tenantExit')}>
        See your exit statement
      </Link>
    </p>
  );
}
