import { memo } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

/**
 * react-admin's row checkbox puts its aria-label on MUI's wrapper span, so the checkbox itself has
 * no accessible name (axe: `label`, `aria-prohibited-attr`). These rows draw their own selection
 * cell instead, labelled on the input with the record's name ("Select English"); the header's
 * "select all" checkbox and the selection state stay react-admin's.
 */
function SelectCell() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const name = String(represent(record) ?? record.id);
  return (
    <TableCell padding="checkbox">
      <Checkbox
        color="primary"
        className="select-item"
        checked={selectable && (selectedIds?.includes(record.id) ?? false)}
        disabled={!selectable}
        slotProps={{ input: { 'aria-label': translate('app.content.catalogue.selectNamed', { name }) } }}
        onClick={(event) => {
          event.stopPropagation();
          if (selectable) handleToggleItem?.(record.id, event);
        }}
      />
    </TableCell>
  );
}

const SelectableRow = memo(function SelectableRow({ children, ...props }: DataTableRowProps) {
  const config = useDataTableConfigContext();
  if (!config.hasBulkActions) return <DataTableRow {...props}>{children}</DataTableRow>;
  return (
    <DataTableConfigContext.Provider value={{ ...config, hasBulkActions: false }}>
      <DataTableRow {...props}>
        <SelectCell />
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
});

/** Pass as DataTable's `body`. */
export function SelectableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={SelectableRow} />;
}
