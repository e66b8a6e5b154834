import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

function Harness() {
  const [tab, setTab] = useState('invoice');
  return (
    <>
      <Tabs
        label="Tenant details"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'invoice', label: 'Invoice', content: <p>Invoices here</p> },
          { id: 'address', label: 'Address', content: <p>Address here</p> },
          { id: 'emergency', label: 'Emergency Contact', content: <p>Contact here</p> },
        ]}
      />
      <button type="button">After</button>
    </>
  );
}

describe('Tabs', () => {
  it('names its tab list and shows the selected tab panel only', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Tenant details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invoice' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Invoice' })).toHaveTextContent('Invoices here');
    expect(screen.queryByText('Address here')).not.toBeInTheDocument();
  });

  it('a click selects a tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Address' }));
    expect(screen.getByRole('tabpanel', { name: 'Address' })).toHaveTextContent('Address here');
  });

  it('is one Tab stop; arrows, Home and End move between the tabs and select them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Invoice' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Address here');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Emergency Contact' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Invoice' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Invoices here');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('at every width (pills on phones) wraps every tab into view instead of scrolling the list sideways', () => {
    // jsdom lays nothing out: the e2e journey phones-in-one-hand checks the boxes at 375px.
    const css = readFileSync(path.join(__dirname, 'tabs.module.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const phones = css.slice(css.indexOf('@media (max-width: 768px)'));
    expect(css).toContain('@media (max-width: 768px)');
    const list = /\.list\s*\{([^}]*)\}/.exec(phones)?.[1] ?? '';
    expect(list).toMatch(/flex-wrap:\s*wrap/);
    expect(list).toMatch(/overflow-x:\s*visible/);
    const tab = /\.tab\s*\{([^}]*)\}/.exec(phones)?.[1] ?? '';
    expect(tab).toMatch(/white-space:\s*normal/);
    // Wider screens wrap too: no tab is cut off at 1280px (issue 42).
    const wide = /\.list\s*\{([^}]*)\}/.exec(css.slice(0, css.indexOf('@media')))?.[1] ?? '';
    expect(wide).toMatch(/flex-wrap:\s*wrap/);
    expect(wide).not.toMatch(/overflow-x:\s*(auto|scroll|hidden)/);
    // Still one tab list, whatever the width.
    render(<Harness />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });
});
