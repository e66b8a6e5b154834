import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@pgportal/runtime/router';
import { NotFoundPage } from './not-found-page';
import { UnauthorizedPage } from './unauthorized-page';

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/app/managers', element: <h1>Managers</h1> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => window.history.replaceState(null, ''));

describe('NotFoundPage', () => {
  it('says the page is not found and offers home and support', () => {
    renderAt(['/nowhere']);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@pgportal.in',
    );
  });
});

describe('UnauthorizedPage', () => {
  it('shows the 403 texts of SPEC §2', () => {
    renderAt(['/unauthorized']);
    expect(screen.getByRole('heading', { name: '403 Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, but you don't have permission to access this page.")).toBeInTheDocument();
  });

  it('goes back to the previous page when there is one', async () => {
    const router = renderAt(['/app/managers', '/unauthorized']);
    window.history.replaceState({ idx: 1 }, '');
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/app/managers');
  });

  it('goes to / when the portal has no previous page', async () => {
    const router = renderAt(['/unauthorized']);
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
