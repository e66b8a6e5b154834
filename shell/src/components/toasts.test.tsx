import { act, screen } from '@testing-library/react';
import { notify } from '@pgportal/ui/toast';
import { renderApp, resetSession, signInAsStaff, signOut } from '../testing/fixtures';

const toastRegion = () => screen.queryByRole('region', { name: /Notifications/ });

beforeEach(resetSession);

describe('Toasts', () => {
  it('keeps react-toastify off the landing page', async () => {
    signOut();
    await renderApp('/');
    await screen.findByRole('link', { name: 'Login to Portal' });
    expect(toastRegion()).not.toBeInTheDocument();
  });

  it('mounts one toast host on other pages, which stays when the user goes back to /', async () => {
    signInAsStaff('MANAGER');
    const { router } = await renderApp('/app/dashboard');
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    act(() => signOut());
    await act(async () => {
      await router.navigate('/');
    });
    await act(async () => {
      notify.error('Session store is down');
    });
    expect(await screen.findByText('Session store is down')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });
});
