import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names';
import { LoadingBlock } from './spinner';

/** SPEC §2 (generic pieces): the text of an empty table. */
export const EMPTY_TABLE_TEXT = 'No data to show at the moment';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** What the cell shows; without it the row's field named `key` is shown as text. */
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  /** For the actions column: no header text is shown, the name stays for screen readers. */
  hideHeader?: boolean;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | null | undefined;
  getRowId: (row: T) => string;
  /** The table's accessible name, e.g. 'Managers'. */
  label?: string;
  loading?: boolean;
  emptyText?: ReactNode;
  /** A maximum height for a scroll area (e.g. 260 for the room table). */
  maxHeight?: number | string;
  /** Highlights a row (e.g. the current property); pair it with visible text or an icon with a label. */
  isRowSelected?: (row: T) => boolean;
  className?: string;
}

function plainCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * A semantic table. On small screens (≤768px) it keeps a minimum width of 700px and scrolls
 * sideways inside its frame rather than squashing the columns.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  label,
  loading = false,
  emptyText = EMPTY_TABLE_TEXT,
  maxHeight,
  isRowSelected,
  className,
}: DataTableProps<T>) {
  const list = rows ?? [];
  const frameStyle: CSSProperties | undefined = maxHeight !== undefined ? { maxHeight } : undefined;
  let body: ReactNode;
  if (loading && list.length === 0) {
    body = (
      <tr>
        <td className="ui-table__state" colSpan={columns.length}>
          <LoadingBlock />
        </td>
      </tr>
    );
  } else if (list.length === 0) {
    body = (
      <tr>
        <td className="ui-table__state" colSpan={columns.length}>
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = list.map((row, index) => (
      <tr key={getRowId(row)} className={cx(isRowSelected?.(row) && 'ui-table__row--selected')}>
        {columns.map((column) => (
          <td key={column.key} className={column.align ? `ui-align-${column.align}` : undefined}>
            {column.render ? column.render(row, index) : plainCell(row, column.key)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      className={cx('ui-table-frame', maxHeight !== undefined && 'ui-table-frame--scroll', className)}
      style={frameStyle}
    >
      <table className="ui-table" aria-label={label} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={column.width !== undefined ? { width: column.width } : undefined}
                className={column.align ? `ui-align-${column.align}` : undefined}
              >
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
