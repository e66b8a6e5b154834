// Test helpers: a session store reset, sample users, a fake remote loader, the whole app in memory.
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, useParams } from 'react-router-dom';
import type { AdminRole } from '@pgportal/contracts/enums';
import { useSession } from '@pgportal/runtime/session';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { App } from '../app';
import { createRemoteLoader } from '../federation/remote-loader';
import type { RemoteLoader } from '../federation/remote-loader';
import type { RemoteName } from '../federation/remote-names';
import { createRoutes } from '../routes';

const initialSession = useSession.getState();

export function resetSession(): void {
  useSession.setState(initialSession, true);
}

export function staffUser(role: AdminRole, overrides: Partial<User> = {}): User {
  return {
    _id: `user-${role}`,
    name: 'asha rao',
    email: 'asha@example.com',
    phoneNumber: '9000000001',
    role,
    avatar: null,
    assignedPGs: [],
    isVerified: true,
    currentProperty: null,
    ...overrides,
  };
}

export function tenantUser(overrides: Partial<TenantSummary> = {}): TenantSummary {
  return {
    _id: 'tenant-1',
    fullName: 'ravi sharma',
    email: 'ravi@example.com',
    phoneNumber: '9000000003',
    profilePhoto: null,
    isVerified: true,
    role: 'TENANT',
    propertyId: null,
    roomId: null,
    bedId: null,
    ...overrides,
  };
}

export const signInAsStaff = (role: AdminRole, overrides?: Partial<User>) =>
  useSession.getState().signedInAsStaff(staffUser(role, overrides));
export const signInAsTenant = (overrides?: Partial<TenantSummary>) =>
  useSession.getState().signedInAsTenant(tenantUser(overrides));
export const signOut = () => useSession.getState().signedOut();

/**
 * A stand-in for a remote's ./routes: every page (and widget) is a heading naming the remote, the
 * page and the route parameters, e.g. "mfe_properties/propertyUpdate {"id":"7"}".
 */
export function fakeRoutesModule(remote: string): RemoteRoutesModule {
  const made = new Map<string, ComponentType>();
  const component = (kind: string, name: string): ComponentType => {
    const key = `${kind}:${name}`;
    if (!made.has(key)) {
      const Fake = () => {
        const params = useParams();
        const shown = Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : '';
        return kind === 'page' ? (
          <h1>{`${remote}/${name}${shown}`}</h1>
        ) : (
          <h2>{`${remote} widget ${name}`}</h2>
        );
      };
      made.set(key, Fake);
    }
    return made.get(key)!;
  };
  const proxy = (kind: string) =>
    new Proxy({} as Record<string, ComponentType>, {
      get: (_target, name) =>
        typeof name === 'string' && name !== 'then' ? component(kind, name) : undefined,
    });
  return { pages: proxy('page'), widgets: { allComplaints: component('widget', 'allComplaints') } };
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
