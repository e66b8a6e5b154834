// Test helpers: a session store reset, sample users, a fake remote loader, the whole app in memory.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, useParams } from '@pgportal/runtime/router';
import type { UserRole } from '@pgportal/contracts/enums';
import { PATHS, mountOf } from '@pgportal/contracts/paths';
import type { PageName } from '@pgportal/contracts/paths';
import { useSession } from '@pgportal/runtime/session';
import { sampleStaffUser, sampleTenant } from '@pgportal/testing';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { App } from '../app';
import { createRemoteLoader } from '../federation/remote-loader';
import type { RemoteLoader } from '../federation/remote-loader';
import type { RemoteName } from '@pgportal/contracts/remotes';
import { createRoutes } from '../routes';

const initialSession = useSession.getState();

export function resetSession(): void {
  useSession.setState(initialSession, true);
}

/** Sample accounts: the ones every front end's tests use (@pgportal/testing). */
export { sampleStaffUser as staffUser, sampleTenant as tenantUser };

export const signInAsStaff = (role: UserRole, overrides?: Partial<User>) =>
  useSession.getState().signedInAsStaff(sampleStaffUser(role, overrides));
export const signInAsTenant = (overrides?: Partial<TenantSummary>) =>
  useSession.getState().signedInAsTenant(sampleTenant(overrides));
export const signOut = () => useSession.getState().signedOut();

function FakePage({ remote, name }: { remote: string; name: string }) {
  const { '*': _splat, ...params } = useParams();
  const shown = Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : '';
  return <h1>{`${remote}/${name}${shown}`}</h1>;
}

function FakeWidget({ remote, name }: { remote: string; name: string }) {
  return <h2>{`${remote} widget ${name}`}</h2>;
}

/**
 * A stand-in for a remote's ./routes: a route for every page of the paths table under the
 * remote's prefixes, each a heading naming the remote, the page and the route parameters, e.g.
 * "mfe_properties/propertyUpdate {"id":"7"}".
 */
export function fakeRoutesModule(remote: string): RemoteRoutesModule {
  const pages = (Object.keys(PATHS) as PageName[]).filter((page) => mountOf(PATHS[page])?.remote === remote);
  return {
    routes: pages.map((page) => ({ path: PATHS[page], element: <FakePage remote={remote} name={page} /> })),
    widgets: {
      allComplaints: () => <FakeWidget remote={remote} name="allComplaints" />,
      statsCards: () => <FakeWidget remote={remote} name="statsCards" />,
      refundsDue: () => <FakeWidget remote={remote} name="refundsDue" />,
      waiting: () => <FakeWidget remote={remote} name="waiting" />,
    },
  };
}

export const fakeLoader = (): RemoteLoader =>
  createRemoteLoader(async (remote: RemoteName) => fakeRoutesModule(remote));

/**
 * The whole portal at `path`, remotes replaced by fakes unless a loader is given. Rendered inside an
 * awaited act(): remote pages suspend on `use(promise)`, which React resolves only then.
 */
export async function renderApp(path: string, loader: RemoteLoader = fakeLoader()) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(<App router={router} loader={loader} />);
  });
  return { router, ...view! };
}

/** The current location of a router as one string. */
export const locationOf = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;
