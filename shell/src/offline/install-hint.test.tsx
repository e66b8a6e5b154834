// Issue 42: the tenant area's first-visit hint on a phone: how to add it to the home screen,
// Android's 'Install' once the browser offers it, iOS's Share → Add to Home Screen; closed for good.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTALL_HINT_KEY, InstallHint } from './install-hint';

const PHONE_WIDTH = '(max-width: 768px)';
const realUserAgent = navigator.userAgent;

function screenIs(phone: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: phone && query === PHONE_WIDTH })) as never;
}

function userAgentIs(value: string) {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
}

beforeEach(() => localStorage.clear());
afterEach(() => userAgentIs(realUserAgent));

it("offers Android's install prompt behind 'Install', once", async () => {
  screenIs(true);
  const { unmount } = render(<InstallHint />);
  const hint = screen.getByRole('region', { name: 'Keep PG Portal on your phone' });
  expect(hint).toHaveTextContent("Open your browser's menu and choose Add to Home screen.");

  const prompt = jest.fn(() => Promise.resolve());
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(offer));
  expect(offer.defaultPrevented).toBe(true);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Install' }));
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('region', { name: 'Keep PG Portal on your phone' })).not.toBeInTheDocument();
  expect(localStorage.getItem(INSTALL_HINT_KEY)).not.toBeNull();

  unmount();
  render(<InstallHint />);
  expect(screen.queryByRole('region', { name: 'Keep PG Portal on your phone' })).not.toBeInTheDocument();
});

it("tells iOS Safari's reader to tap Share, and 'Not now' closes it for good", async () => {
  screenIs(true);
  userAgentIs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1');
  const { unmount } = render(<InstallHint />);
  expect(screen.getByText('Tap Share, then Add to Home Screen.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
  expect(screen.queryByText('Tap Share, then Add to Home Screen.')).not.toBeInTheDocument();
  unmount();
  render(<InstallHint />);
  expect(screen.queryByText('Tap Share, then Add to Home Screen.')).not.toBeInTheDocument();
});

it('says nothing on a wide screen', () => {
  screenIs(false);
  render(<InstallHint />);
  expect(screen.queryByRole('region', { name: 'Keep PG Portal on your phone' })).not.toBeInTheDocument();
});
