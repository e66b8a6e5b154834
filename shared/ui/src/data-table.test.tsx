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
});
