import { useEffect } from 'react';
import { useNavigate } from '@pgportal/runtime/router';
import { useSWRConfig } from 'swr';
import { api, errorMessage } from '@pgportal/contracts/api';
import { useSession } from '@pgportal/runtime/session';
import { loadSession } from './load-session';
import { setSigningOut } from './signing-out';

export const LOGOUT_PATH = '/auth/logout';

/**
 * Gives the session store its `refresh` and `logout` (they need the router and the SWR cache).
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

  return null;
}
