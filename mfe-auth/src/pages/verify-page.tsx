import { BrandMark, ErrorBoundary } from '@pgportal/ui';
import { Link, useSearchParams } from '@pgportal/runtime/router';
import { useVerifyEmail } from '../features/verify-email/api/use-verify-email';
import { verifyRoleOf } from '../features/verify-email/api/verify-email';
import { PATHS } from '@pgportal/contracts/paths';
import * as styles from '../features/sign-in/components/auth-screen.module.css';
import { VerifyEmailStatus } from '../features/verify-email/components/verify-email-status';

function VerifyEmail() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const role = verifyRoleOf(searchParams.get('role'));
  const state = useVerifyEmail(role, token);
  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-label="Email verification">
        <Link to={PATHS.home} className={styles.brand}>
          <BrandMark />
          <span>PG Portal</span>
        </Link>
        <VerifyEmailStatus state={state} />
      </section>
    </main>
  );
}

/** /verify?token=…&role=manager|tenant: verifies the e-mail address once, on arrival. */
export default function VerifyPage() {
  return (
    <ErrorBoundary>
      <VerifyEmail />
    </ErrorBoundary>
  );
}
