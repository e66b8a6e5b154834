import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table';

interface Row {
  _id: string;
  name: string;
  beds: number;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'beds', header: 'Beds', render: (row) => `${row.beds} beds` },
];

describe('DataTable', () => {
  it('shows the empty text when there are no rows', () => {
    render(<DataTable label="Rooms" columns={columns} rows={[]} getRowId={(row) => row._id} />);
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByText('No data to show at the moment')).toBeInTheDocument();
  });

  it('shows one row per item, using render when given', () => {
    const rows = [
      { _id: 'a', name: 'Room 101', beds: 2 },
      { _id: 'b', name: 'Room 102', beds: 3 },
    ];
    render(<DataTable label="Rooms" columns={columns} rows={rows} getRowId={(row) => row._id} />);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getByRole('cell', { name: 'Room 101' })).toBeInTheDocument();
    expect(within(bodyRows[1]!).getByRole('cell', { name: '3 beds' })).toBeInTheDocument();
    expect(screen.queryByText('No data to show at the moment')).not.toBeInTheDocument();
  });

  it('shows a loading status instead of the empty text while loading', () => {
    render(
      <DataTable label="Rooms" columns={columns} rows={undefined} loading getRowId={(row) => row._id} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No data to show at the moment')).not.toBeInTheDocument();
  });

  it('gives each value its column label for the cards of narrow screens, not to the row menu', () => {
    const withMenu: DataTableColumn<Row>[] = [
      ...columns,
      { key: 'status', header: <em>Status</em>, label: 'Status', render: () => 'Active' },
      {
        key: 'actions',
        header: 'Actions',
        hideHeader: true,
        render: (row) => <button type="button">{`Actions for ${row.name}`}</button>,
      },
    ];
    render(
      <DataTable
        label="Rooms"
        columns={withMenu}
        rows={[{ _id: 'a', name: 'Room 101', beds: 2 }]}
        getRowId={(row) => row._id}
      />,
    );
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    // The card draws the label (CSS) beside the value; screen readers hear the column header instead.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Beds', 'Status', null]);
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Room 101',
      '2 beds',
      'Active',
      'Actions for Room 101',
    ]);
    expect(screen.getByRole('cell', { name: 'Room 101' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(cells[3]!).getByRole('button', { name: 'Actions for Room 101' })).toBeInTheDocument();
  });

  it("heads each card with the row's name, not its picture, which has no label", () => {
    const withPicture: DataTableColumn<Row>[] = [
      {
        key: 'picture',
        header: 'Picture',
        media: true,
        render: (row) => <img src="/r.png" alt={row.name} />,
      },
      ...columns,
      {
        key: 'actions',
        header: 'Actions',
        hideHeader: true,
        render: () => <button type="button">Menu</button>,
      },
    ];
    render(
      <DataTable
        label="Rooms"
        columns={withPicture}
        rows={[{ _id: 'a', name: 'Room 101', beds: 2 }]}
        getRowId={(row) => row._id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rooms' });
    const [picture, name, beds, menu] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    // The CSS module stub answers each class with its own name.
    expect(table).toHaveClass('withMedia');
    expect(name).toHaveClass('head');
    expect(picture).toHaveClass('media');
    expect(picture).not.toHaveClass('head');
    expect(picture).not.toHaveAttribute('data-label');
    expect(beds).not.toHaveClass('head');
    expect(menu).toHaveClass('actions');
    // Screen readers still hear the picture under its column header, in the table's order.
    expect(screen.getByRole('columnheader', { name: 'Picture' })).toBeInTheDocument();
    expect(within(picture!).getByRole('img', { name: 'Room 101' })).toBeInTheDocument();
  });

  it('without a picture column the first column heads the card', () => {
    render(
      <DataTable
        label="Rooms"
        columns={columns}
        rows={[{ _id: 'a', name: 'Room 101', beds: 2 }]}
        getRowId={(row) => row._id}
      />,
    );
    const [name, beds] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name).toHaveClass('head');
    expect(beds).not.toHaveClass('head');
    expect(screen.getByRole('table', { name: 'Rooms' })).not.toHaveClass('withMedia');
  });

  it('caps the height of the table form only, through a property the cards ignore', () => {
    const { container } = render(
      <DataTable label="Rooms" columns={columns} rows={[]} maxHeight={260} getRowId={(row) => row._id} />,
    );
    const scroller = container.querySelector('.scroll') as HTMLElement;
    expect(scroller.style.getPropertyValue('--table-max-height')).toBe('260px');
    expect(scroller.style.maxHeight).toBe('');
  });
});
