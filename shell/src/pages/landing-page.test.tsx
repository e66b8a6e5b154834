import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@pgportal/runtime/router';
import { LandingContent } from './landing-page';

const renderIn = (language: 'en' | 'hi') =>
  render(
    <MemoryRouter>
      <LandingContent language={language} />
    </MemoryRouter>,
  );

describe('LandingPage', () => {
  it('says what the portal is for (SPEC §1)', () => {
    renderIn('en');
    expect(
      screen.getByText(
        'PG Portal is a centralized system for PG administrators and tenants to manage admissions, beds, meals and complaints.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows a secure-access notice', () => {
    renderIn('en');
    expect(screen.getByRole('note')).toHaveTextContent(/Secure access/);
  });

  it('links to the staff and the tenant sign-in', () => {
    renderIn('en');
    expect(screen.getByRole('link', { name: 'Login to Portal' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Tenant Login' })).toHaveAttribute('href', '/tenant/login');
  });

  it('offers the page in Hindi by a plain link, and marks the current language', () => {
    renderIn('en');
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(switcher).toContainElement(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/?lang=hi');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('reads in Hindi for tenants, the staff button staying English', () => {
    renderIn('hi');
    expect(screen.getByRole('navigation', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'किरायेदार लॉगिन' })).toHaveAttribute('href', '/tenant/login');
    expect(screen.getByRole('link', { name: 'Login to Portal' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('note')).toHaveTextContent(/सुरक्षित पहुँच/);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lang=en');
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText(/Secure access/)).not.toBeInTheDocument();
  });
});
