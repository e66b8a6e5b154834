import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@pgportal/runtime/router';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { createRemoteLoader } from './remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';
import type { RemoteName } from '@pgportal/contracts/remotes';
import { RemoteRoutes, RemoteWidget, routesUnder } from './remote-page';

const propertiesModule: RemoteRoutesModule = {
  routes: [
    { path: '/app/properties', element: <h1>Properties</h1> },
    { path: '/app/rooms', element: <h1>Rooms</h1> },
    { path: '/app/rooms/view/:roomId', element: <h1>Room</h1> },
  ],
  widgets: { allComplaints: () => <h2>All Complaints</h2> },
};

async function renderWith(
  importRoutes: (remote: RemoteName) => Promise<unknown>,
  ui: React.ReactNode,
  path = '/app/properties',
) {
  const loader = createRemoteLoader(importRoutes);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteLoaderProvider loader={loader}>
          {ui}
          <p>Rest of the portal</p>
        </RemoteLoaderProvider>
      </MemoryRouter>,
    );
  });
}

/** Retry re-suspends on the remote: the click must happen inside an awaited act(). */
async function clickRetry() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React logs the errors its boundaries catch; these tests cause them on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** The remote mounted as the shell mounts it: at `base/*`. */
const mounted = (remote: RemoteName, base: string) => (
  <Routes>
    <Route path={`${base}/*`} element={<RemoteRoutes remote={remote} base={base} notFound={<h1>Page not found</h1>} />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('routesUnder', () => {
  it('keeps the routes under a base, relative to it, the base itself as the index', () => {
    const under = routesUnder(propertiesModule.routes, '/app/rooms');
    expect(under.map((route) => [route.path, route.index ?? false])).toEqual([
      [undefined, true],
      ['view/:roomId', false],
    ]);
  });
});

describe('RemoteRoutes', () => {
  it('renders the named page of the remote', async () => {
    const importRoutes = jest.fn(async () => ({ default: propertiesModule }));
    await renderWith(importRoutes, mounted('mfe_properties', '/app/properties'));
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    expect(importRoutes).toHaveBeenCalledWith('mfe_properties');
  });

  it('routes deeper paths under its prefix, with their parameters', async () => {
    await renderWith(async () => propertiesModule, mounted('mfe_properties', '/app/rooms'), '/app/rooms/view/9');
    expect(await screen.findByRole('heading', { name: 'Room' })).toBeInTheDocument();
  });

  it('shows the not-found page for a path under its prefix that it does not serve', async () => {
    await renderWith(async () => propertiesModule, mounted('mfe_properties', '/app/rooms'), '/app/rooms/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('loads a remote once for all its pages', async () => {
    const importRoutes = jest.fn(async () => ({ routes: propertiesModule }));
    await renderWith(
      importRoutes,
      <>
        {mounted('mfe_properties', '/app/properties')}
        <RemoteWidget remote="mfe_properties" widget="allComplaints" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'All Complaints' })).toBeInTheDocument();
    expect(importRoutes).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable panel when the remote fails, keeps the rest, and retries', async () => {
    const importRoutes = jest
      .fn<Promise<unknown>, [RemoteName]>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValue(propertiesModule);
    await renderWith(importRoutes, mounted('mfe_properties', '/app/properties'));

    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Rest of the portal')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Properties' })).not.toBeInTheDocument();

    await clickRetry();
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable right now.')).not.toBeInTheDocument();
    expect(importRoutes).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the panel while the remote keeps failing', async () => {
    const importRoutes = jest.fn(async () => {
      throw new Error('offline');
    });
    await renderWith(importRoutes, mounted('mfe_tenants', '/app/properties'));
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    await clickRetry();
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    expect(importRoutes).toHaveBeenCalledTimes(2);
  });

  it('treats a remote without the widget as unavailable', async () => {
    await renderWith(async () => propertiesModule, <RemoteWidget remote="mfe_properties" widget="nope" />);
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
  });

  it('treats a module that is not a routes module as unavailable', async () => {
    await renderWith(async () => ({ something: 1 }), mounted('mfe_auth', '/app/properties'));
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
  });
});

describe('RemoteWidget', () => {
  it('renders a widget of the remote', async () => {
    await renderWith(
      async () => propertiesModule,
      <RemoteWidget remote="mfe_complaints" widget="allComplaints" />,
    );
    expect(await screen.findByRole('heading', { name: 'All Complaints' })).toBeInTheDocument();
  });

  it('renders nothing for a missing optional widget', async () => {
    await renderWith(
      async () => propertiesModule,
      <RemoteWidget remote="mfe_tenants" widget="statsCards" optional />,
    );
    expect(screen.getByText('Rest of the portal')).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable right now.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
