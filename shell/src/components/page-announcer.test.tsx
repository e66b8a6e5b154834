import { act, screen } from '@testing-library/react';
import { renderApp, resetSession, signInAsStaff } from '../testing/fixtures';

beforeEach(resetSession);

describe('PageAnnouncer', () => {
  it('titles each page and moves focus to the new main heading after a navigation', async () => {
    signInAsStaff('SUPER_ADMIN');
    const { router } = await renderApp('/app/managers');
    expect(await screen.findByRole('heading', { name: 'mfe_auth/managers' })).toBeInTheDocument();
    expect(document.title).toBe('Managers · PG Portal');
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'mfe_auth/managers' }));

    await act(async () => {
      await router.navigate('/app/rooms/view/3');
    });
    const heading = await screen.findByRole('heading', { name: 'mfe_properties/roomView {"roomId":"3"}' });
    expect(document.title).toBe('Room · PG Portal');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(heading);
  });

  it('also focuses the heading of a page whose code is already loaded (it replaces the old page at once)', async () => {
    signInAsStaff('SUPER_ADMIN');
    const { router } = await renderApp('/app/managers');
    await screen.findByRole('heading', { name: 'mfe_auth/managers' });
    for (const [path, name] of [
      ['/app/rooms/view/3', 'mfe_properties/roomView {"roomId":"3"}'],
      ['/app/managers', 'mfe_auth/managers'],
      ['/app/rooms/view/3', 'mfe_properties/roomView {"roomId":"3"}'],
    ] as const) {
      await act(async () => {
        await router.navigate(path);
      });
      const heading = await screen.findByRole('heading', { name });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(document.activeElement).toBe(heading);
    }
  });
});
