import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@pgportal/runtime/router';
import { StatCard, StatGrid } from './stat-card';

describe('stat cards', () => {
  it('shows each figure as a region named by its title, with its note and its link', () => {
    render(
      <MemoryRouter>
        <StatGrid>
          <StatCard title="Collected Amount" value="₹4,600" note="Collected in Nov 2026" />
          <StatCard title="Due Amount" value="₹8,500" link={{ to: '/app/dues', text: 'See who owes' }} />
        </StatGrid>
      </MemoryRouter>,
    );
    const collected = screen.getByRole('region', { name: 'Collected Amount' });
    expect(
      within(collected).getByRole('heading', { level: 2, name: 'Collected Amount' }),
    ).toBeInTheDocument();
    expect(within(collected).getByText('₹4,600')).toBeInTheDocument();
    expect(within(collected).getByText('Collected in Nov 2026')).toBeInTheDocument();
    expect(within(collected).queryByRole('link')).not.toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'Due Amount' });
    expect(within(due).getByRole('link', { name: 'See who owes' })).toHaveAttribute('href', '/app/dues');
  });

  it('says it is busy while the figures load, and a compact grid is styled apart', () => {
    const { container, rerender } = render(
      <StatGrid busy compact>
        <StatCard title="Tenants who owe" value="…" />
      </StatGrid>,
    );
    const grid = container.firstElementChild!;
    expect(grid).toHaveAttribute('aria-busy', 'true');
    const compactClasses = grid.className;
    rerender(
      <StatGrid>
        <StatCard title="Tenants who owe" value="5" />
      </StatGrid>,
    );
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(grid.className).not.toBe(compactClasses);
    expect(screen.getByText('5')).toBeInTheDocument();
  });
});
