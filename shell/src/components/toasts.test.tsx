import { act, screen } from '@testing-library/react';
import { notify } from '@pgportal/ui/toast';
import { useLanguage } from '@pgportal/runtime/language';
import { renderApp, resetSession, signInAsStaff, signInAsTenant, signOut } from '../testing/fixtures';

const toastRegion = () => screen.queryByRole('region', { name: /Notifications/ });

beforeEach(resetSession);
afterEach(async () => {
  await act(async () => {
    notify.dismiss();
    useLanguage.getState().setLanguage('en');
  });
});

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

describe("The toast host's words (issue 27)", () => {
  it("names the region and each toast's × in Hindi on a Hindi tenant's pages", async () => {
    signInAsTenant({ fullName: 'ravi kumar', language: 'hi' });
    await renderApp('/tenant/dashboard');
    const region = await screen.findByRole('region', { name: 'सूचनाएँ Alt+T' });
    await act(async () => {
      notify.success('सहेजा गया');
    });
    expect(await screen.findByText('सहेजा गया')).toBeInTheDocument();
    expect(region.querySelector('button[aria-label="सूचना बंद करें"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'सूचना बंद करें' })).toBeInTheDocument();
  });

  it('keeps them English on staff pages whatever language the browser last chose', async () => {
    useLanguage.getState().setLanguage('hi');
    signInAsStaff('MANAGER');
    await renderApp('/app/dashboard');
    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
    await act(async () => {
      notify.error('Session store is down');
    });
    expect(await screen.findByText('Session store is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'सूचना बंद करें' })).not.toBeInTheDocument();
  });
});
