import { useEffect } from 'react';
import { useLocation, useNavigate } from '@pgportal/runtime/router';
import { useSWRConfig } from 'swr';
import { UNAUTHORIZED_EVENT, api, errorMessage } from '@pgportal/contracts/api';
import { useSession } from '@pgportal/runtime/session';
import { loadSession } from './load-session';
import { SESSION_ENDED, signInAgainPath } from './session-ended';
import { setSigningOut } from './signing-out';

export const LOGOUT_PATH = '/auth/logout';

/**
 * Gives the session store its `refresh` and `logout` (they need the router and the SWR cache), and
 * ends a signed-in screen's session when any API call answers 401 (see session-ended.ts).
 * Logout (SPEC §4): end the session on the server, clear every cached answer, clear the store,
 * go to / replacing history.
 */
export function SessionBridge() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    const logout = async () => {
      try {
        await api.get(LOGOUT_PATH);
      } catch (error) {
        const message = errorMessage(error);
        // Loaded on demand: react-toastify is not part of the landing page's JavaScript.
        void import('@pgportal/ui/toast').then(({ notify }) => notify.error(message));
      }
      await mutate(() => true, undefined, { revalidate: false });
      setSigningOut(true);
      try {
        useSession.getState().signedOut();
        await navigate('/', { replace: true });
      } finally {
        setSigningOut(false);
      }
    };
    useSession.setState({ logout, refresh: loadSession });
  }, [navigate, mutate]);

  const location = useLocation();
  useEffect(() => {
    const sessionEnded = () => {
      const target = signInAgainPath(location);
      if (!target) return;
      void mutate(() => true, undefined, { revalidate: false });
      useSession.getState().signedOut();
      void import('@pgportal/ui/toast').then(({ notify }) => notify.error(SESSION_ENDED));
      void navigate(target, { replace: true });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, sessionEnded);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, sessionEnded);
  }, [location, navigate, mutate]);

  return null;
}
