import { ErrorBoundary } from '@pgportal/ui/basics';
import { SignInCard } from '../features/sign-in/components/sign-in-card';
import { useSignInMode } from '../features/sign-in/sign-in-mode';

/**
 * /login (staff), /login?role=tenant and /tenant/login (tenants). Keyed by mode so that moving
 * between staff and tenant sign-in starts afresh.
 */
export default function LoginPage() {
  const mode = useSignInMode();
  return (
    <ErrorBoundary>
      <SignInCard key={mode} mode={mode} />
    </ErrorBoundary>
  );
}
