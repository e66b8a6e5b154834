import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@pgportal/runtime/router';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  beforeEach(() =>
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    ),
  );

  it('says what the portal is for (SPEC §1)', () => {
    expect(
      screen.getByText(
        /centralized system for PG administrators and tenants to manage admissions, beds, meals and complaints/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows a secure-access notice', () => {
    expect(screen.getByRole('note')).toHaveTextContent(/Secure access/);
  });

  it('links to the staff and the tenant sign-in', () => {
    expect(screen.getByRole('link', { name: 'Login to Portal' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Tenant Login' })).toHaveAttribute('href', '/tenant/login');
  });
});
