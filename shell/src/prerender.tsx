// Build time only (tooling/rspack/prerender-plugin.mjs runs this in Node): the shell's public pages
// rendered to HTML, as the browser's first render produces them, so the page paints before any
// script and the scripts hydrate it (bootstrap.tsx). The not-found page is whole; the sign-in routes
// are the shell's frame around REMOTE_PAGE_SLOT, where the server puts the page mfe-auth
// pre-rendered. The landing page, in each language, is sent with no script, so it is rendered
// alone (nothing hydrates it). Same stylesheets as bootstrap.tsx, in the same order: their CSS is inlined.
import './styles/global.css';
import './styles/base.css';
import './styles/landing.css';
import './styles/portal.css';
import './styles/dashboard.css';
import './styles/portal-waiting.css';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, MemoryRouter } from '@pgportal/runtime/router';
import { LANGUAGES } from '@pgportal/contracts/enums';
import { PATHS } from '@pgportal/contracts/paths';
import { REMOTE_PAGE_SLOT, pageInLanguage, remoteWidgetSlot } from '@pgportal/contracts/prerender';
import type { RemoteName } from '@pgportal/contracts/remotes';
import { App } from './app';
import { LandingContent } from './pages/landing-page';
import { createRemoteLoader } from './federation/remote-loader';
import { createRoutes } from './routes';

/**
 * A remote's `./routes` as the shell would load it, whose page at `path` is REMOTE_PAGE_SLOT and
 * whose widgets (on the dashboard) are their remoteWidgetSlot: the server draws each with its remote.
 */
const slotRoutes = (path: string, remote: RemoteName) => ({
  routes: [{ path, element: REMOTE_PAGE_SLOT }],
  widgets: new Proxy(
    {},
    {
      get: (_widgets, name) => (typeof name === 'string' ? () => remoteWidgetSlot(remote, name) : undefined),
    },
  ),
});

/** The shell's portal at `path`, with REMOTE_PAGE_SLOT where a remote's page goes. */
export function frameAt(path: string): ReactNode {
  const loader = createRemoteLoader((remote) => Promise.resolve(slotRoutes(path, remote)));
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return (
    <StrictMode>
      <App router={router} loader={loader} />
    </StrictMode>
  );
}

/** The markup of the shell's root element at `path`. */
export async function renderAt(path: string): Promise<string> {
  const { prelude } = await prerender(frameAt(path));
  return new Response(prelude).text();
}

async function renderLanding(language: (typeof LANGUAGES)[number]): Promise<string> {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[PATHS.home]}>
      <LandingContent language={language} />
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

/** Page name -> markup (the names of @pgportal/contracts/prerender). */
export async function render(): Promise<Record<string, string>> {
  const landings: Record<string, string> = {};
  for (const language of LANGUAGES)
    landings[pageInLanguage('landing', language)] = await renderLanding(language);
  return {
    ...landings,
    'not-found': await renderAt('/pgportal-prerendered-not-found'),
    login: await renderAt(PATHS.login),
    'tenant-login': await renderAt(PATHS.tenantLogin),
  };
}
