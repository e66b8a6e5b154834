import { render, screen } from '@testing-library/react';
import { PATHS } from '@pgportal/contracts/paths';
import { MemoryRouter } from '@pgportal/runtime/router';
import { anotherBundlesContracts } from '@pgportal/testing';
import { NotFound, isNotFound } from './not-found';

describe('not found', () => {
  it("knows the API's 404, also when another bundle's copy of the contracts threw it", () => {
    const remote = anotherBundlesContracts();
    expect(isNotFound(new remote.ApiError(404, 'Property not found'))).toBe(true);
    expect(isNotFound(new remote.ApiError(403, 'You do not have permission to do this.'))).toBe(false);
    expect(isNotFound(new Error('Failed to fetch'))).toBe(false);
  });

  it("shows the portal's not-found screen with the way home", () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', PATHS.dashboard);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@pgportal.in');
  });
});
