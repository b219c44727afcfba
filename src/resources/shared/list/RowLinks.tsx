import { Children, cloneElement, createContext, createElement, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  useDataTableStoreContext,
  useFieldValue,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useStore,
  type DataTableBodyProps,
  type DataTableColumnProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { SelectableBody } from '../catalogue/SelectableRows';

/** A listed record's detail URL, basename included: the one ListFrame's row click opens. None where rows open nothing. */
export const RowHrefContext = createContext<((id: Identifier) => string) | undefined>(undefined);

/** What react-admin's row click passes to `navigate` (DataTableRow), so both ways of opening a record land alike. */
const openState = { _scrollToTop: true } as const;

/**
 * The table body of ListFrame: the rows of SelectableRows, where the first column shown (after the
 * column chooser's order and hidden columns) holds a link to the record's detail URL. Tab then reaches
 * one link per row and Enter opens it; a screen reader says "link, <record name>" (the resource's
 * recordRepresentation); middle click and "open in a new tab" work. A click elsewhere on the row still
 * opens the record (DataTable's rowClick). That first column should not hold links of its own.
 */
export function LinkedRowsBody({ children, ...props }: DataTableBodyProps) {
  const href = useContext(RowHrefContext);
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden = []] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const columns = useMemo(() => (href ? linkFirstShownColumn(children, hidden) : children), [href, children, hidden]);
  return (
    <SelectableBody {...props} sx={rowStyles}>
      {columns}
    </SelectableBody>
  );
}

const rowLinkClass = 'row-link';

/**
 * The row holding the keyboard focus reads as the mouse's hovered row. Row links look like the
 * cell's text, underlined on hover (Material UI's Link with `underline="hover"`), styled here once
 * for the table rather than as one Material UI Link per row.
 */
const rowStyles = {
  '& tr:focus-within': { backgroundColor: 'action.hover' },
  [`& a.${rowLinkClass}`]: { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
} as const;

/** The columns, the first one shown (DataTableCell's rule: hidden by `source`, else by `label`) with its content in a RowLink. */
function linkFirstShownColumn(columns: ReactNode, hidden: readonly string[]): ReactNode {
  let linked = false;
  return Children.map(columns, (column) => {
    if (linked || !isValidElement<DataTableColumnProps>(column)) return column;
    const { source, label, render, field, children } = column.props;
    if (hidden.includes(source ?? (label as string))) return column;
    linked = true;
    const content = children ?? (render ? <Rendered render={render} /> : field ? createElement(field, { source }) : <SourceText source={source ?? ''} />);
    return cloneElement(column, { render: undefined, field: undefined }, <RowLink>{content}</RowLink>);
  });
}

/** The cell's content as a link to the row's record, named after the record. */
function RowLink({ children }: { children: ReactNode }) {
  const href = useContext(RowHrefContext);
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  if (!href || !record) return <>{children}</>;
  const name = represent(record);
  return (
    <Link
      to={href(record.id)}
      state={openState}
      className={rowLinkClass}
      aria-label={typeof name === 'string' || typeof name === 'number' ? String(name) || undefined : undefined}
      // The link opens the record itself: the row's click would open it a second time.
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}

function Rendered({ render }: { render: (record: RaRecord) => ReactNode }) {
  const record = useRecordContext();
  return record ? <>{render(record)}</> : null;
}

/** A column given only its `source` shows the value as text (as DataTableCell does). */
function SourceText({ source }: { source: string }) {
  const value: unknown = useFieldValue({ source });
  return value == null ? null : <>{String(value)}</>;
}
