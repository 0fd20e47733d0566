import type { ReactNode } from 'react';
import { SortHeader, type SortState } from './ListStates';
import { TableFrame, type TableFrameProps } from './TableFrame';
import styles from './Workspace.module.css';

/** One column of a board's table: its header, the cell of a row, and whether it sorts. */
export interface Column<R, K extends string = string> {
  /** The header's text, also each cell's `data-label` (the card layout on a phone). */
  readonly label: string;
  readonly cell: (row: R) => ReactNode;
  /** `tabular` for figures and dates; a function where it depends on the row. */
  readonly className?: string | ((row: R) => string);
  /** What the header shows, where it is not the label (a label read by screen readers only). */
  readonly header?: ReactNode;
  /** The sort key this column's header sorts by. */
  readonly sortBy?: K;
  /** The cell names its row (`<th scope="row">`). */
  readonly rowHeader?: boolean;
}

export interface DataTableProps<R, K extends string> {
  /** Names the box for screen readers once it scrolls. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  columns: ReadonlyArray<Column<R, K> | false>;
  /** The table's `data-testid`. */
  testId?: string;
  /** The table's own accessible name, when it has no caption. */
  tableLabel?: string;
  /** A caption read by screen readers only. */
  caption?: { id: string; text: string };
  sort?: { state: SortState<K>; onSort: (sort: SortState<K>) => void };
  frame?: Omit<TableFrameProps, 'label' | 'children'>;
  /** Attributes of a row (its `data-*` marks, a class). */
  rowProps?: (row: R) => Record<string, unknown>;
  /** Rows ticked for a step on many at once: a first column of checkboxes, «Выбрать все» above it. */
  select?: RowSelection<R>;
  /** The rows are being fetched again (`aria-busy`). */
  busy?: boolean;
  /** `dense`: smaller type and lower rows, one line a cell (tables of figures). */
  density?: 'dense';
}

export interface RowSelection<R> {
  readonly selected: ReadonlySet<number>;
  readonly onChange: (next: Set<number>) => void;
  readonly id: (row: R) => number;
  /** The row's name for its checkbox («Выбрать «…»»). */
  readonly name: (row: R) => string;
}

function selectColumn<R, K extends string>(
  rows: readonly R[],
  select: RowSelection<R>,
): { header: ReactNode; column: Column<R, K> } {
  const { selected, onChange, id, name } = select;
  const toggle = (row: R) => {
    const next = new Set(selected);
    if (next.has(id(row))) next.delete(id(row));
    else next.add(id(row));
    onChange(next);
  };
  return {
    header: (
      <th scope="col">
        <input
          type="checkbox"
          aria-label="Выбрать все"
          checked={rows.every((row) => selected.has(id(row)))}
          onChange={(e) => onChange(e.target.checked ? new Set(rows.map(id)) : new Set())}
        />
      </th>
    ),
    column: {
      label: 'Выбрать',
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Выбрать «${name(row)}»`}
          checked={selected.has(id(row))}
          onChange={() => toggle(row)}
        />
      ),
    },
  };
}

/** A board's dense table in its frame (ADR 0057): headers, sortable where a column says so, and one row per item. */
export function DataTable<R, K extends string = string>({
  label,
  rows,
  rowKey,
  columns,
  caption,
  tableLabel,
  testId,
  sort,
  frame,
  rowProps,
  select,
  busy,
  density,
}: DataTableProps<R, K>) {
  const picked = select && selectColumn<R, K>(rows, select);
  const shown = columns.filter((column): column is Column<R, K> => column !== false);
  const cells: ReadonlyArray<Column<R, K>> = picked ? [picked.column, ...shown] : shown;
  return (
    <TableFrame label={label} selectable={Boolean(select)} {...frame}>
      <table
        className={density ? `${styles.table} ${styles[density]}` : styles.table}
        aria-label={tableLabel}
        aria-busy={busy || undefined}
        data-testid={testId}
        aria-describedby={caption?.id}
      >
        {caption && (
          <caption id={caption.id} className="visually-hidden">
            {caption.text}
          </caption>
        )}
        <thead>
          <tr>
            {picked?.header}
            {shown.map((column) =>
              sort && column.sortBy ? (
                <SortHeader
                  key={column.label}
                  column={column.sortBy}
                  label={column.label}
                  sort={sort.state}
                  onSort={sort.onSort}
                />
              ) : (
                <th key={column.label} scope="col">
                  {column.header ?? column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {cells.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                const className =
                  typeof column.className === 'function' ? column.className(row) : column.className;
                return (
                  <Cell
                    key={column.label}
                    scope={column.rowHeader ? 'row' : undefined}
                    data-label={column.label}
                    className={className}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
