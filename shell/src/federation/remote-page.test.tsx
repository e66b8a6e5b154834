import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { createRemoteLoader } from './remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemotePage, RemoteWidget } from './remote-page';
import type { RemoteName } from './remote-names';

const propertiesModule: RemoteRoutesModule = {
  pages: { properties: () => <h1>Properties</h1>, rooms: () => <h1>Rooms</h1> },
  widgets: { allComplaints: () => <h2>All Complaints</h2> },
};

async function renderWith(importRoutes: (remote: RemoteName) => Promise<unknown>, ui: React.ReactNode) {
  const loader = createRemoteLoader(importRoutes);
  await act(async () => {
    render(
      <MemoryRouter>
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

describe('RemotePage', () => {
  it('renders the named page of the remote', async () => {
    const importRoutes = jest.fn(async () => ({ default: propertiesModule }));
    await renderWith(importRoutes, <RemotePage remote="mfe_properties" page="properties" />);
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    expect(importRoutes).toHaveBeenCalledWith('mfe_properties');
  });

  it('loads a remote once for all its pages', async () => {
    const importRoutes = jest.fn(async () => ({ routes: propertiesModule }));
    await renderWith(
      importRoutes,
      <>
        <RemotePage remote="mfe_properties" page="properties" />
        <RemotePage remote="mfe_properties" page="rooms" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
    expect(importRoutes).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable panel when the remote fails, keeps the rest, and retries', async () => {
    const importRoutes = jest
      .fn<Promise<unknown>, [RemoteName]>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValue(propertiesModule);
    await renderWith(importRoutes, <RemotePage remote="mfe_properties" page="properties" />);

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
    await renderWith(importRoutes, <RemotePage remote="mfe_tenants" page="tenants" />);
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    await clickRetry();
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    expect(importRoutes).toHaveBeenCalledTimes(2);
  });

  it('treats a remote without the page, or without pages, as unavailable', async () => {
    await renderWith(async () => propertiesModule, <RemotePage remote="mfe_properties" page="nope" />);
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
  });

  it('treats a module that is not a routes module as unavailable', async () => {
    await renderWith(async () => ({ something: 1 }), <RemotePage remote="mfe_auth" page="login" />);
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
