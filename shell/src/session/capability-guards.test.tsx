// The shell's guards read the contracts' capability table, as the API's checks do (api/test walks
// the same table against the routes): each role opens exactly the mounted prefixes it may.
import { screen, waitFor } from '@testing-library/react';
import { can } from '@pgportal/contracts/capabilities';
import { USER_ROLES } from '@pgportal/contracts/enums';
import { AREA_ROOTS, MOUNTS } from '@pgportal/contracts/paths';
import { locationOf, renderApp, resetSession, signInAsStaff } from '../testing/fixtures';

beforeEach(resetSession);

const guarded = MOUNTS.filter((mount) => mount.area === 'app' && mount.capability);

describe('capability guards', () => {
  it('has a guarded prefix to walk', () => {
    expect(guarded.map((mount) => mount.prefix)).toContain('managers');
  });

  it.each(
    USER_ROLES.flatMap((role) => guarded.map((mount) => [role, mount.prefix, mount.capability!] as const)),
  )('%s on /app/%s follows the table (%s)', async (role, prefix, capability) => {
    signInAsStaff(role);
    const path = `${AREA_ROOTS.app}/${prefix}`;
    const { router } = await renderApp(path);
    if (can(role, capability)) {
      await waitFor(() => expect(locationOf(router)).toBe(path));
      expect(screen.queryByRole('heading', { name: '403 Access Denied' })).not.toBeInTheDocument();
      // The staff layout around the page (a MANAGER's has no Managers link).
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      if (can(role, 'managers.manage'))
        expect(screen.getByRole('link', { name: 'Managers' })).toBeInTheDocument();
    } else {
      expect(await screen.findByRole('heading', { name: '403 Access Denied' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Managers' })).not.toBeInTheDocument();
    }
  });
});
