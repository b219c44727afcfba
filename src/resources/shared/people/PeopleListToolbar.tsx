import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { ColumnsButton, ExportButton, FilterButton, ListToolbar, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { listClasses } from './listClasses';
import type { PeopleListTools } from './listTools';

export interface PeopleListToolbarProps<R extends RaRecord> {
  tools: PeopleListTools<R>;
  storeKey: string;
  isSmall: boolean;
  addPath?: string | undefined;
}

/** The list's filter bar and actions: filters, column chooser, add, CSV export of the filtered list. */
export function PeopleListToolbar<R extends RaRecord>({ tools, storeKey, isSmall, addPath }: PeopleListToolbarProps<R>) {
  const translate = useTranslate();
  const filters = tools.useFilters();
  const exporter = tools.useExporter();
  return (
    <ListToolbar
      className={listClasses.actions}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          {!isSmall && <ColumnsButton storeKey={storeKey} />}
          {addPath && (
            <Button component={Link} to={addPath} startIcon={<AddIcon aria-hidden />} size="small">
              {translate('ra.action.create')}
            </Button>
          )}
          <ExportButton exporter={exporter} maxResults={5000} />
        </TopToolbar>
      }
    />
  );
}
