import { API } from '@pgportal/contracts/api-paths';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@pgportal/runtime/router';
import { useSWRConfig } from 'swr';
import { UNAUTHORIZED_EVENT, api, errorMessage } from '@pgportal/contracts/api';
import { useSession } from '@pgportal/runtime/session';
import type { SessionState } from '@pgportal/runtime/session';
import { clearFormDrafts } from '@pgportal/ui/form-drafts';
import { clearPersonalCaches } from '../offline/personal-caches';
import { loadSession } from './load-session';
import { SESSION_ENDED, signInAgainPath } from './session-ended';
import { setSigningOut } from './signing-out';

export const LOGOUT_PATH = API.auth.logout;

const signedInId = (state: SessionState) => state.user?._id ?? state.tenant?._id ?? null;

/**
 * Gives the session store its `refresh` and `logout` (they need the router and the SWR cache), and
 * ends a signed-in screen's session when any API call answers 401 (see session-ended.ts).
 * Logout (SPEC §4): end the session on the server, clear every cached answer, clear the store,
 * go to / replacing history. Form drafts (the kit's useFormDraft) go with a logout, and when someone
 * signs in, those of anyone else who used this tab go; a session that merely ended keeps them, so
 * the same person finds their form again after signing in.
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
      clearFormDrafts();
      await clearPersonalCaches();
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

  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        const id = signedInId(state);
        if (id && id !== signedInId(previous)) clearFormDrafts(id);
      }),
    [],
  );

  const location = useLocation();
  useEffect(() => {
    const sessionEnded = () => {
      const target = signInAgainPath(location);
      if (!target) return;
      void clearPersonalCaches();
      void mutate(() => true, undefined, { revalidate: false });
      useSession.getState().signedOut();
      void import('@pgportal/ui/toast').then(({ notify }) => notify.sessionEnded(SESSION_ENDED));
      void navigate(target, { replace: true });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, sessionEnded);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, sessionEnded);
  }, [location, navigate, mutate]);

  return null;
}
