import { ErrorBoundary } from '@pgportal/ui';
import { useSearchParams } from '@pgportal/runtime/router';
import { useVerifyEmail } from '../features/verify-email/api/use-verify-email';
import { verifyRoleOf } from '../features/verify-email/api/verify-email';
import { VerifyEmailStatus } from '../features/verify-email/components/verify-email-status';

function VerifyEmail() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const role = verifyRoleOf(searchParams.get('role'));
  const state = useVerifyEmail(role, token);
  return (
    <div className="auth-screen">
      <section className="auth-card" aria-label="Email verification">
        <div className="auth-card__brand">
          <span className="brand-mark" aria-hidden="true">
            PG
          </span>
          <span>PG Portal</span>
        </div>
        <VerifyEmailStatus state={state} />
      </section>
    </div>
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
