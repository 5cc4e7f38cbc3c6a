/**
 * An admin list as a table: columns on wide screens; on a phone each row becomes a card with the
 * column names beside the values (above them when the text is large), so nothing needs sideways
 * scrolling, whatever the data. The table roles are spelt
 * out because a table whose display is changed may otherwise lose them in some browsers.
 */
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the column's cells (width, alignment). */
  className?: string;
  /**
   * The column's share of a wide table (a CSS width such as '30%'). When every column has one, the
   * table keeps these widths and text wraps only between words, breaking a word only when it is
   * longer than its column; without, the columns take what their content asks for.
   */
  width?: string;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading: boolean;
  emptyText: string;
}

export default function AdminTable<T>({ caption, columns, rows, rowKey, loading, emptyText }: Props<T>) {
  const fixed = columns.every((column) => column.width);
  if (loading && rows.length === 0) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-zinc-600">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600" />
        Loading…
      </p>
    );
  }
  if (rows.length === 0) return <p className="py-8 text-center text-zinc-600">{emptyText}</p>;
  return (
    <table role="table" className={`w-full text-left text-sm max-md:block ${fixed ? 'md:table-fixed' : ''}`} aria-busy={loading}>
      <caption className="sr-only">{caption}</caption>
      {fixed && (
        <colgroup className="max-md:hidden">
          {columns.map((column) => (
            <col key={column.header} style={{ width: column.width }} />
          ))}
        </colgroup>
      )}
      <thead role="rowgroup" className="border-b border-zinc-200 max-md:sr-only">
        <tr role="row">
          {columns.map((column) => (
            <th role="columnheader" key={column.header} scope="col" className="px-3 py-2 font-semibold text-zinc-600">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-md:block max-md:space-y-3">
        {rows.map((row) => (
          <tr
            role="row"
            key={rowKey(row)}
            className="border-zinc-200 align-top max-md:block max-md:rounded-lg max-md:border max-md:p-3 md:border-b md:hover:bg-zinc-50"
          >
            {columns.map((column) => (
              <td
                role="cell"
                key={column.header}
                data-label={column.header}
                className={`min-w-0 ${fixed ? '[overflow-wrap:break-word]' : '[overflow-wrap:anywhere]'} max-md:flex max-md:flex-wrap max-md:gap-x-3 max-md:py-1 max-md:before:w-24 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-zinc-500 max-md:before:content-[attr(data-label)] md:px-3 md:py-2.5 ${column.className ?? ''}`}
              >
                {/* On a card the value sits beside its label while there is room, and under it when not. */}
                <div className="min-w-0 grow basis-32">{column.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
