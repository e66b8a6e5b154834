import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@pgportal/runtime/router';
import { SESSION_STORE_ID, useSession } from '@pgportal/runtime/session';
import { mockApi, ok } from '@pgportal/testing';
import routesModule, { routes } from './routes';

afterEach(() => jest.restoreAllMocks());

async function renderWidget(name: string) {
  const Widget = routes.widgets![name]!;
  await act(async () => {
    // the shell renders widgets inside its router (the list keeps its page in the URL)
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <Widget />
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('mfe_complaints ./routes', () => {
  it('exposes the Notices page and the allComplaints and myComplaints widgets', () => {
    expect(routes.routes.map((route) => route.path)).toEqual(['/app/notices']);
    expect(Object.keys(routes.widgets ?? {})).toEqual(['allComplaints', 'myComplaints']);
    expect(routesModule).toBe(routes);
  });

  it("renders the 'All Complaints' section with the staff columns and the table's empty state", async () => {
    mockApi({ 'GET /complaint/all': () => ok([]) });
    await renderWidget('allComplaints');
    expect(await screen.findByRole('heading', { name: 'All Complaints' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All Complaints' });
    for (const column of ['Name', 'Issue', 'Category', 'Status', 'Images', 'Room']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(await within(table).findByText('No complaints')).toBeInTheDocument();
  });

  it("renders 'My Complaints' with the tenant columns", async () => {
    mockApi({
      'GET /complaint/my-complaints': () => ok([]),
      'GET /tenant/profile': () => ok({ propertyId: 'p1', roomId: 'r1', bedId: 'b1' }),
    });
    await renderWidget('myComplaints');
    const table = screen.getByRole('table', { name: 'My Complaints' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Issue', 'Category', 'Status', 'Images', 'Actions']);
    expect(await screen.findByRole('button', { name: 'Create Complaint' })).toBeInTheDocument();
  });

  it('records the session store it was given, for the one-instance check', () => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[SESSION_STORE_ID];
    expect(registry?.get('mfe_complaints')).toBe(useSession);
  });
});
