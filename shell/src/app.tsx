import { RouterProvider } from '@pgportal/runtime/router';
import type { createBrowserRouter } from '@pgportal/runtime/router';
import { SWRConfig } from 'swr';
import { swrConfig } from '@pgportal/ui/data';
import type { RemoteLoader } from './federation/remote-loader';
import { RemoteLoaderProvider } from './federation/remote-loader-context';
import { RemoteWidget } from './federation/remote-page';
import { registerWidgetRenderer } from '@pgportal/runtime/widgets';

// Every <RemoteWidget> of @pgportal/runtime/widgets, in the shell's pages or a remote's, renders
// through the shell's loader and boundary.
registerWidgetRenderer(RemoteWidget);

type Router = ReturnType<typeof createBrowserRouter>;

/** The portal: SWR defaults (SPEC §7), remote loading, the route tree (toasts live in its root layout). */
export function App({ router, loader }: { router: Router; loader: RemoteLoader }) {
  return (
    <SWRConfig value={swrConfig}>
      <RemoteLoaderProvider loader={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </SWRConfig>
  );
}
