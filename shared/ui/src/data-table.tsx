import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names';
import { LoadingBlock } from './spinner';
import * as styles from './data-table.module.css';
import { VisuallyHidden } from './visually-hidden';
import { KIT_LABELS_EN, useKitLabels } from './kit-labels';

/** SPEC §2 (generic pieces): the text of an empty table. */
export const EMPTY_TABLE_TEXT = KIT_LABELS_EN.noData;

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /**
   * The column's name beside each value when rows show as cards (narrow screens); defaults to
   * the header when it is text. Give it when the header is not plain text.
   */
  label?: string;
  /** What the cell shows; without it the row's field named `key` is shown as text. */
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  /**
   * For the actions column: no header text is shown, the name stays for screen readers. The
   * last such column holds the row menu, kept in each card's top corner on narrow screens.
   */
  hideHeader?: boolean;
  /**
   * The row's picture (a photo, a room's image). In a card it does not head the card: it sits,
   * smaller and without a label, beside the name (the first other column), which heads it.
   */
  media?: boolean;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | null | undefined;
  getRowId: (row: T) => string;
  /** The table's accessible name, e.g. 'Managers'. */
  label?: string;
  loading?: boolean;
  emptyText?: ReactNode;
  /**
   * A maximum height for a scroll area of the table form (e.g. 260 for the room table). Cards
   * (narrow frames, phones) are never capped: they follow the page's own scroll.
   */
  maxHeight?: number | string;
  /** Highlights a row (e.g. the current property); pair it with visible text or an icon with a label. */
  isRowSelected?: (row: T) => boolean;
  className?: string;
}

const ALIGN = { start: undefined, center: styles.alignCenter, end: styles.alignEnd };
const alignClass = (align: DataTableColumn<unknown>['align']) => (align ? ALIGN[align] : undefined);

function plainCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return '';
}

/** The cap of the table form's height, as a custom property that the card form ignores. */
const scrollHeight = (maxHeight: number | string): CSSProperties =>
  ({ '--table-max-height': typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight }) as CSSProperties;

/** The name a card shows beside a value: the column's label, or its header when that is text. */
function cardLabel<T>(column: DataTableColumn<T>): string | undefined {
  if (column.hideHeader || column.media) return undefined;
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' || typeof column.header === 'number'
    ? String(column.header)
    : undefined;
}

/**
 * A semantic table. Where its frame is at least 768px wide it is a table (at least 700px wide,
 * SPEC §9; the actions column stays in view if it ever scrolls sideways). Narrower, on phones
 * and beside the sidebar on small laptops, each row becomes a card that shows every column's
 * label and value, headed by the row's name (its picture, if any, small beside it), with the row
 * menu in the card's top corner: nothing to scroll sideways.
 * The markup stays one table, so screen readers hear rows, cells and column headers either way.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  label,
  loading = false,
  emptyText,
  maxHeight,
  isRowSelected,
  className,
}: DataTableProps<T>) {
  const list = rows ?? [];
  const labels = useKitLabels();
  const frameStyle = maxHeight !== undefined ? scrollHeight(maxHeight) : undefined;
  const last = columns[columns.length - 1];
  const actionsKey = last?.hideHeader ? last.key : undefined;
  // The card's heading: the first column that is neither the picture nor the row menu.
  const headKey = columns.find((column) => !column.media && column.key !== actionsKey)?.key;
  const hasMedia = columns.some((column) => column.media);
  const columnClass = (column: DataTableColumn<T>) =>
    cx(
      alignClass(column.align),
      column.key === actionsKey && styles.actions,
      column.key === headKey && styles.head,
      column.media && styles.media,
    ) || undefined;

  let body: ReactNode;
  if (loading && list.length === 0) {
    body = (
      <tr role="row" className={styles.stateRow}>
        <td role="cell" className={styles.state} colSpan={columns.length}>
          <LoadingBlock />
        </td>
      </tr>
    );
  } else if (list.length === 0) {
    body = (
      <tr role="row" className={styles.stateRow}>
        <td role="cell" className={styles.state} colSpan={columns.length}>
          {emptyText ?? labels.noData}
        </td>
      </tr>
    );
  } else {
    body = list.map((row, index) => (
      <tr key={getRowId(row)} role="row" className={cx(isRowSelected?.(row) && styles.selected) || undefined}>
        {columns.map((column) => (
          <td key={column.key} role="cell" className={columnClass(column)} data-label={cardLabel(column)}>
            <div className={styles.value}>
              {column.render ? column.render(row, index) : plainCell(row, column.key)}
            </div>
          </td>
        ))}
      </tr>
    ));
  }

  // Explicit roles: a table drawn as cards (display: block) keeps its semantics in every browser.
  return (
    <div className={cx(styles.frame, className)}>
      <div className={cx(styles.scroller, maxHeight !== undefined && styles.scroll)} style={frameStyle}>
        <table
          role="table"
          className={cx(
            styles.table,
            actionsKey !== undefined && styles.withActions,
            hasMedia && styles.withMedia,
          )}
          aria-label={label}
          aria-busy={loading || undefined}
        >
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  style={column.width !== undefined ? { width: column.width } : undefined}
                  className={columnClass(column)}
                >
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">{body}</tbody>
        </table>
      </div>
    </div>
  );
}
