import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from '@pgportal/runtime/router';
import { useListParams } from './use-list-params';

function Probe() {
  const { page, search, setPage, setSearch } = useListParams();
  const location = useLocation();
  return (
    <>
      <p>{`page ${page}, search '${search}'`}</p>
      <p>{`url ${location.search || '(none)'} by ${useNavigationType()}`}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
      <button type="button" onClick={() => setPage(1)}>
        First
      </button>
      <button type="button" onClick={() => setSearch('  ravi ')}>
        Search ravi
      </button>
      <button type="button" onClick={() => setSearch(' ')}>
        Clear
      </button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useListParams', () => {
  it('reads the page and search from the URL; a page that is no whole number of 1 or more is page 1', () => {
    renderAt('/app/rooms?page=3&search=01');
    expect(screen.getByText("page 3, search '01'")).toBeInTheDocument();
    renderAt('/app/rooms?page=-2');
    expect(screen.getByText("page 1, search ''")).toBeInTheDocument();
  });

  it('a page change adds a history entry; page 1 is the plain URL', async () => {
    const user = userEvent.setup();
    renderAt('/app/rooms?search=01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('url ?search=01&page=2 by PUSH')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('url ?search=01 by PUSH')).toBeInTheDocument();
  });

  it('a new search is trimmed, goes back to page 1 and replaces the entry; an empty one leaves the URL', async () => {
    const user = userEvent.setup();
    renderAt('/app/rooms?page=4');
    await user.click(screen.getByRole('button', { name: 'Search ravi' }));
    expect(screen.getByText('url ?search=ravi by REPLACE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('url (none) by REPLACE')).toBeInTheDocument();
  });
});

function TwoLists() {
  const own = useListParams();
  const widget = useListParams({ prefix: 'complaints', filters: ['status'] });
  const location = useLocation();
  return (
    <>
      <p>{`own ${own.page}, widget ${widget.page} ${widget.filters.status ?? 'all'}`}</p>
      <p>{`url ${location.search || '(none)'} by ${useNavigationType()}`}</p>
      <button type="button" onClick={() => widget.setPage(widget.page + 1)}>
        Widget next
      </button>
      <button type="button" onClick={() => widget.setFilter('status', 'RESOLVED')}>
        Resolved
      </button>
      <button type="button" onClick={() => widget.setFilter('status')}>
        All
      </button>
    </>
  );
}

describe('useListParams with a prefix and filters', () => {
  it("keeps a widget's page and filter under its own names, apart from the page's list", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/app?page=2&complaints-page=3']}>
        <TwoLists />
      </MemoryRouter>,
    );
    expect(screen.getByText('own 2, widget 3 all')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Widget next' }));
    expect(screen.getByText('url ?page=2&complaints-page=4 by PUSH')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(screen.getByText('own 2, widget 1 RESOLVED')).toBeInTheDocument();
    expect(screen.getByText('url ?page=2&complaints-status=RESOLVED by PUSH')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('url ?page=2 by PUSH')).toBeInTheDocument();
  });
});
