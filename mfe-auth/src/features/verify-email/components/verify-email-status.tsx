import { AlertIcon, CheckIcon, Spinner, buttonClassName } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { useNavigate } from '@pgportal/runtime/router';
import type { VerifyEmailState } from '../api';

export const TOKEN_MISSING_TEXT =
  'Verification token is missing or invalid. Please check your email and try again.';

interface ViewProps {
  tone: 'pending' | 'success' | 'danger';
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

function StatusView({ tone, icon, title, text, action }: ViewProps) {
  return (
    <div className="status-screen" role={tone === 'danger' ? 'alert' : undefined}>
      <div className={`status-screen__icon status-screen__icon--${tone}`}>{icon}</div>
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      {action}
    </div>
  );
}

/** SPEC §2 calls it a button: a real button that goes to /login. */
function LoginButton({ label, variant }: { label: string; variant: 'primary' | 'secondary' }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={buttonClassName(variant, 'lg', { block: true })}
      onClick={() => navigate('/login')}
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
        <div className="status-screen" role="status">
          <div className="status-screen__icon status-screen__icon--pending">
            <Spinner size="lg" decorative />
          </div>
          <h1>Verifying your email...</h1>
          <p className="muted">This takes only a moment.</p>
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
