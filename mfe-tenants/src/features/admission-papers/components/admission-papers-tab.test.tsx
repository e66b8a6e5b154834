import { render, screen } from '@testing-library/react';
import { AdmissionPapersTab } from './admission-papers-tab';

describe('the Documents tab of Tenant Details', () => {
  it('offers both papers as downloads from the tenant’s own addresses', () => {
    render(<AdmissionPapersTab tenantId="t1" />);
    const agreement = screen.getByRole('link', { name: 'Download agreement' });
    expect(agreement).toHaveAttribute('href', '/api/v1/tenant/t1/documents/agreement');
    expect(agreement).toHaveAttribute('download');
    const police = screen.getByRole('link', { name: 'Download police verification form' });
    expect(police).toHaveAttribute('href', '/api/v1/tenant/t1/documents/police-verification');
    expect(police).toHaveAttribute('download');
    expect(screen.getByRole('region', { name: 'Papers of admission' })).toBeInTheDocument();
  });
});
