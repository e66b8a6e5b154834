// Renders a page as the shell would: a router, a fresh SWR cache, and the toast host.
import { swrConfig } from '@pgportal/ui/data';
import { useSession } from '@pgportal/runtime/session';
import { ToastHost } from '@pgportal/ui/toast';
import { render } from '@testing-library/react';
import { Fragment, StrictMode } from 'react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { SWRConfig } from 'swr';

function LocationProbe() {
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <>
      <p>{`Now at ${location.pathname}${location.search}`}</p>
      <p>{`Arrived by ${navigation}`}</p>
    </>
  );
}

export interface RenderPageOptions {
  /** The URL the page opens at. Other routes show 'Now at {path}' and 'Arrived by PUSH|REPLACE'. */
  url: string;
  /** The route pattern the page is mounted on (defaults to the URL's path). */
  path?: string;
  /** Render under React StrictMode (effects run twice on mount, as in development). */
  strict?: boolean;
}

export function renderPage(page: ReactElement, { url, path, strict = false }: RenderPageOptions) {
  const Root = strict ? StrictMode : Fragment;
  const pattern = path ?? url.split('?')[0] ?? '/';
  return render(
    <Root>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), errorRetryCount: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
        <ToastHost />
      </SWRConfig>
    </Root>,
  );
}

const initialSession = useSession.getState();

/** Puts the session store back as the shell first creates it. */
export function resetSession() {
  useSession.setState(initialSession, true);
}
