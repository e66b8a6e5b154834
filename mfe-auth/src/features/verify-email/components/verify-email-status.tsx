import { AlertIcon, CheckIcon, Spinner, buttonClassName, cx, layout } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@pgportal/runtime/router';
import { MESSAGES } from '@pgportal/contracts/messages';
import { PATHS } from '@pgportal/contracts/paths';
import { verifyRoleOf } from '../api';
import type { VerifyEmailState } from '../api';
import * as styles from './verify-email-status.module.css';

export const TOKEN_MISSING_TEXT =
  'Verification token is missing or invalid. Please check your email and try again.';

interface ViewProps {
  tone: 'pending' | 'success' | 'danger';
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

const TONES = { pending: styles.pending, success: styles.success, danger: styles.danger };

function StatusView({ tone, icon, title, text, action }: ViewProps) {
  return (
    <div className={styles.screen} role={tone === 'danger' ? 'alert' : undefined}>
      <div className={cx(styles.icon, TONES[tone])}>{icon}</div>
      <h1>{title}</h1>
      <p className={layout.muted}>{text}</p>
      {action}
    </div>
  );
}

/** SPEC §2 calls it a button: a real button that goes to the sign-in of the link's role. */
function LoginButton({ label, variant }: { label: string; variant: 'primary' | 'secondary' }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = verifyRoleOf(searchParams.get('role')) === 'tenant' ? PATHS.tenantLogin : PATHS.login;
  return (
    <button
      type="button"
      className={buttonClassName(variant, 'lg', { block: true })}
      onClick={() => void navigate(signIn)}
    >
      {label}
    </button>
  );
}

const loginLink = (label: string, variant: 'primary' | 'secondary') => (
  <LoginButton label={label} variant={variant} />
);

/** What the e-mail verification page shows in each state. */
export function VerifyEmailStatus({ state }: { state: VerifyEmailState }) {
  switch (state.status) {
    case 'missing':
      return (
        <StatusView
          tone="danger"
          icon={<AlertIcon size={30} />}
          title="Token Missing"
          text={TOKEN_MISSING_TEXT}
          action={loginLink('Go to Login', 'secondary')}
        />
      );
    case 'pending':
      return (
        <div className={styles.screen} role="status">
          <div className={cx(styles.icon, styles.pending)}>
            <Spinner size="lg" decorative />
          </div>
          <h1>Verifying your email...</h1>
          <p className={layout.muted}>This takes only a moment.</p>
        </div>
      );
    case 'verified':
      return (
        <StatusView
          tone="success"
          icon={<CheckIcon size={30} />}
          title="Email Verified!"
          text="Your email address is confirmed. You can now sign in."
          action={loginLink('Go to Login', 'primary')}
        />
      );
    case 'already':
      return (
        <StatusView
          tone="success"
          icon={<CheckIcon size={30} />}
          title="Email already verified"
          text={MESSAGES.emailAlreadyVerified}
          action={loginLink('Go to Login', 'primary')}
        />
      );
    case 'failed':
      return (
        <StatusView
          tone="danger"
          icon={<AlertIcon size={30} />}
          title="Verification Failed"
          text={state.message}
          action={loginLink('Go to Login', 'secondary')}
        />
      );
  }
}
