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
});
