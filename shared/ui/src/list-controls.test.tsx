import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './pager';
import { SearchBox } from './search-box';

const pagination = (page: number, totalPages: number, total = totalPages * 20) => ({ page, limit: 20, total, totalPages });

describe('Pager', () => {
  it('shows nothing while the pagination is unknown or everything fits on one page', () => {
    const { container, rerender } = render(<Pager pagination={undefined} onPage={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager pagination={pagination(1, 1)} onPage={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says where the user is, with the total when it names what the list holds', () => {
    const { rerender } = render(<Pager pagination={pagination(2, 3, 45)} onPage={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3');
    rerender(<Pager label="Tenants pages" noun="tenants" pagination={pagination(2, 3, 45)} onPage={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Tenants pages' })).toHaveTextContent('Page 2 of 3 · 45 tenants');
  });

  it('asks for the page before or after; Previous is disabled on the first page and Next on the last', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    const { rerender } = render(<Pager pagination={pagination(1, 3)} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager pagination={pagination(3, 3)} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});

/** A search box whose search in force the test can also change from outside (as a link or Back would). */
function Harness({ onSearch }: { onSearch: (text: string) => void }) {
  const [value, setValue] = useState('asha');
  return (
    <>
      <SearchBox
        label="Search tenants"
        value={value}
        onSearch={(text) => {
          onSearch(text);
          setValue(text);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Plain list
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('searches for the trimmed text once the user pauses, in a search landmark', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search tenants' });
    expect(screen.getByRole('search')).toContainElement(box);
    expect(box).toHaveValue('asha');
    await user.clear(box);
    await user.type(box, ' ravi ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('ravi'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    // The space being typed stays in the field.
    expect(box).toHaveValue(' ravi ');
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search tenants' });
    await user.clear(box);
    await user.type(box, 'meera{Enter}');
    expect(onSearch).toHaveBeenCalledWith('meera');
  });

  it('shows a search changed from elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness onSearch={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Plain list' }));
    expect(screen.getByRole('searchbox', { name: 'Search tenants' })).toHaveValue('');
  });
});
