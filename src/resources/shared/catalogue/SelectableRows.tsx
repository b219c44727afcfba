import { memo } from 'react';
import { TableCell } from '@mui/material';
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
import { rowCheckboxClass, rowCheckboxes } from './RowCheckbox';

/**
 * react-admin's row checkbox puts its aria-label on MUI's wrapper span, so the checkbox itself has
 * no accessible name (axe: `label`, `aria-prohibited-attr`). These rows draw their own selection
 * cell instead (RowCheckbox.tsx), labelled with the record's name ("Select English"); the header's
 * "select all" checkbox and the selection state stay react-admin's.
 */
const keepListSelection = () => undefined;

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
      <input
        type="checkbox"
        className={rowCheckboxClass}
        checked={selectable && (selectedIds?.includes(record.id) ?? false)}
        disabled={!selectable}
        aria-label={translate('app.content.catalogue.selectNamed', { name })}
        // The list's selection holds the state; a click changes it (DataTable reads its shiftKey for ranges).
        onChange={keepListSelection}
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
export function SelectableBody({ sx, ...props }: DataTableBodyProps) {
  return <DataTableBody {...props} sx={[rowCheckboxes, ...(Array.isArray(sx) ? sx : [sx])]} row={SelectableRow} />;
}
