import { Box } from '@mui/material';
import {
  BulkDeleteButton,
  DataTable,
  DeleteWithConfirmButton,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DayField } from '../people/fields';
import type { CatalogueField } from './catalogueFields';
import { InlineRename } from './InlineRename';
import { SearchFilter } from './SearchFilter';
import { ListFrame } from './ListFrame';
import { QuickAddForm } from './QuickAddForm';
import { saveNow } from './saveNow';

export interface CatalogueListProps {
  resource: string;
  /** The editable fields; the first is the record's label (`name` or `title`). */
  fields: CatalogueField[];
  /** The API's sort allowlist for this list. */
  sortable: string[];
}

const filters = [<SearchFilter key="q" source="q" alwaysOn />];

/**
 * The quick list shared by languages, levels and report titles: add, rename in place, remove one
 * or many (pessimistic with a confirmation: the server refuses to remove entries still in use).
 */
export function CatalogueList({ resource, fields, sortable }: CatalogueListProps) {
  const primary = fields[0]!.source;
  const canSort = (source: string) => sortable.includes(source);
  const rename = (record: RaRecord) => <InlineRename resource={resource} record={record} fields={fields} />;
  return (
    <ListFrame<RaRecord>
      resource={resource}
      filters={filters}
      sort={{ field: canSort('sortOrder') ? 'sortOrder' : primary, order: 'ASC' }}
      exportColumns={[
        { field: 'id', label: 'app.content.id' },
        ...fields.map((f) => ({ field: f.source, label: `resources.${resource}.fields.${f.source}` })),
        { field: 'usageCount', label: `resources.${resource}.fields.usageCount` },
      ]}
      primaryText={(record) => (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {rename(record)}
          <RemoveButton resource={resource} primary={primary} />
        </Box>
      )}
      rowClick={false}
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" mutationOptions={saveNow} />}
      header={<QuickAddForm resource={resource} fields={fields} />}
    >
      <DataTable.Col source={primary} disableSort={!canSort(primary)} render={rename} />
      {fields.slice(1).map((f) => (
        <DataTable.Col key={f.source} source={f.source} disableSort={!canSort(f.source)} />
      ))}
      <DataTable.Col source="usageCount" disableSort />
      <DataTable.Col source="updatedAt" disableSort={!canSort('updatedAt')}>
        <DayField source="updatedAt" />
      </DataTable.Col>
      <DataTable.Col label="app.content.actions">
        <RemoveButton resource={resource} primary={primary} />
      </DataTable.Col>
    </ListFrame>
  );
}

function RemoveButton({ resource, primary }: { resource: string; primary: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const name = String(record[primary] ?? record.id);
  return (
    <DeleteWithConfirmButton
      resource={resource}
      record={record}
      mutationMode="pessimistic"
      mutationOptions={saveNow}
      redirect={false}
      label="app.content.catalogue.remove"
      aria-label={translate('app.content.catalogue.removeNamed', { name })}
      confirmTitle="app.content.catalogue.removeTitle"
      confirmContent="app.content.catalogue.removeContent"
      translateOptions={{ name }}
    />
  );
}
