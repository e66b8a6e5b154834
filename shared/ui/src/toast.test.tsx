import { act, render, screen, waitFor } from '@testing-library/react';
import { UNAUTHORIZED_EVENT } from '@pgportal/contracts/api';
import { waitForToastToLeave } from '@pgportal/testing';
import { ToastHost, notify } from './toast';

const toasts = () => document.querySelectorAll('.Toastify__toast');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => act(() => notify.dismiss()));

describe('notify and a session that ended', () => {
  it("leaves out the failing call's own error toast: the session's toast is the only one", async () => {
    render(<ToastHost />);
    await act(async () => {
      // What a 401 answer does: the API client dispatches the event, then the call's catch toasts.
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { path: '/tenant/add' } }));
      await Promise.resolve();
      notify.error('Unauthorized');
      notify.sessionEnded('Your session has ended. Please sign in again.');
      notify.sessionEnded('Your session has ended. Please sign in again.');
    });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });

  it('shows error toasts again once that answer is handled', async () => {
    render(<ToastHost />);
    await act(async () => {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { path: '/x' } }));
      await nextTask();
      notify.error('Provided Email is incorrect');
    });
    expect(await screen.findByText('Provided Email is incorrect')).toBeInTheDocument();
  });

  it('places toasts bottom-right, away from the heading and first card', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Saved');
    });
    await waitFor(() =>
      expect(document.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull(),
    );
  });
});

describe('the same problem twice', () => {
  it('shows one toast, not a stack of copies; another problem gets its own', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('You are offline. This needs the internet: connect and try again.');
      notify.error('You are offline. This needs the internet: connect and try again.');
      notify.warning('Check the amount');
      notify.warning('Check the amount');
      notify.error('Room number is taken');
    });
    expect(await screen.findByText('Room number is taken')).toBeInTheDocument();
    expect(
      screen.getAllByText('You are offline. This needs the internet: connect and try again.'),
    ).toHaveLength(1);
    expect(screen.getAllByText('Check the amount')).toHaveLength(1);
    expect(toasts()).toHaveLength(3);
  });
});

describe("the toast host's words", () => {
  it("keeps react-toastify's English names by default", async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Saved');
    });
    expect(await screen.findByRole('button', { name: 'close' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
  });

  it('names the region and each × with the words given, and the × still closes its toast', async () => {
    render(<ToastHost labels={{ notifications: 'सूचनाएँ Alt+T', close: 'सूचना बंद करें' }} />);
    act(() => {
      notify.error('नहीं हो सका');
    });
    const close = await screen.findByRole('button', { name: 'सूचना बंद करें' });
    expect(screen.getByRole('region', { name: 'सूचनाएँ Alt+T' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close' })).not.toBeInTheDocument();
    act(() => close.click());
    await waitForToastToLeave('नहीं हो सका');
  });
});
