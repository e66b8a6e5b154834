import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { SESSION_STORE_ID, useSession } from '@pgportal/runtime/session';
import routesModule, { routes } from './routes';

describe('mfe_complaints ./routes', () => {
  it('exposes no pages and the allComplaints widget', () => {
    expect(routes.routes).toEqual([]);
    expect(Object.keys(routes.widgets ?? {})).toEqual(['allComplaints']);
    expect(routesModule).toBe(routes);
  });

  it("renders the 'All Complaints' section with the table's empty state", async () => {
    const Widget = routes.widgets!.allComplaints!;
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Widget />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'All Complaints' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All Complaints' });
    for (const column of ['Name', 'Issue', 'Status', 'Images', 'Room']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(within(table).getByText('No data to show at the moment')).toBeInTheDocument();
  });

  it('records the session store it was given, for the one-instance check', () => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[SESSION_STORE_ID];
    expect(registry?.get('mfe_complaints')).toBe(useSession);
  });
});
