// Build time only (tooling/rspack/prerender-plugin.mjs runs this in Node): the sign-in pages this
// remote owns, rendered to HTML as the browser's first render produces them. The server puts them
// in the shell's frame of /login and /tenant/login, so a redeploy of this remote alone updates them.
import { prerender } from 'react-dom/static';
import { MemoryRouter } from '@pgportal/runtime/router';
import { PATHS } from '@pgportal/contracts/paths';
import LoginPage from './pages/login-page';

async function renderAt(path: string): Promise<string> {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <LoginPage />
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

/** Page name -> markup (the names of @pgportal/contracts/prerender). */
export async function render(): Promise<Record<string, string>> {
  return {
    login: await renderAt(PATHS.login),
    'tenant-login': await renderAt(PATHS.tenantLogin),
  };
}
