// @pgportal/runtime/widgets: the slot remotes render another remote's widget through. The shell
// registers its loader-and-boundary renderer (app.tsx); without it the slot says it is unavailable.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { RemoteWidget, registerWidgetRenderer, WIDGET_UNAVAILABLE_TEXT } from '@pgportal/runtime/widgets';
import type { RemoteName } from '@pgportal/contracts/remotes';
import { createRemoteLoader } from './remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemoteWidget as ShellRemoteWidget } from './remote-page';

const complaints: RemoteRoutesModule = {
  routes: [],
  widgets: { myComplaints: () => <h2>My Complaints</h2> },
};

/** What a remote's page does: render another remote's widget through the shared slot. */
function TenantPage() {
  return (
    <section>
      <h1>Tenant Details</h1>
      <RemoteWidget remote="mfe_complaints" widget="myComplaints" />
    </section>
  );
}

async function renderPage(importRoutes: (remote: RemoteName) => Promise<unknown>) {
  const loader = createRemoteLoader(importRoutes);
  await act(async () => {
    render(
      <RemoteLoaderProvider loader={loader}>
        <TenantPage />
      </RemoteLoaderProvider>,
    );
  });
}

let undo: () => void = () => undefined;
afterEach(() => undo());

describe('the shared RemoteWidget slot', () => {
  it('says the section is unavailable while no shell registered its renderer', async () => {
    await renderPage(async () => complaints);
    expect(screen.getByRole('status')).toHaveTextContent(WIDGET_UNAVAILABLE_TEXT);
  });

  it("renders another remote's widget through the shell's loader once registered", async () => {
    undo = registerWidgetRenderer(ShellRemoteWidget);
    await renderPage(async () => complaints);
    expect(await screen.findByRole('heading', { name: 'My Complaints' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tenant Details' })).toBeInTheDocument();
  });

  it('keeps the page when the remote fails, with Retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    undo = registerWidgetRenderer(ShellRemoteWidget);
    let fail = true;
    await renderPage(async () => {
      if (fail) throw new Error('offline');
      return complaints;
    });
    expect(await screen.findByText(WIDGET_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tenant Details' })).toBeInTheDocument();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'My Complaints' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
