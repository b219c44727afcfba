import { Box } from '@mui/material';
import {
  BulkDeleteButton,
  DataTable,
  DeleteWithConfirmButton,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DayField } from '../../shared/people/fields';
import { ListFrame } from '../../shared/list/ListFrame';
import { useDeleteOptions } from '../../shared/trash/useDeleteOptions';
import { sortableFields } from '../../../../contract/declaration';
import { countsUses } from '../../declared';
import { declaredToolbar } from '../declaredToolbar';
import { declaredListDefaults } from '../listDefaults';
import { useDeclaration } from '../useDeclaration';
import { inlineFieldsOf } from './inlineFields';
import { InlineRename } from './InlineRename';
import { QuickAddForm } from './QuickAddForm';

/**
 * The list of a declaration with `list.inline` (languages, levels, report titles): add above the
 * list, rename in place, remove one or many (pessimistic with a confirmation: the server refuses to
 * remove records still in use, see `usingResources`).
 */
export function DeclaredInlineList() {
  const declaration = useDeclaration();
  const { name: resource, labelField } = declaration;
  const fields = inlineFieldsOf(declaration);
  const sortable = new Set(sortableFields(declaration));
  const positions = Object.entries(declaration.fields).filter(([, field]) => field.kind === 'integer' && field.position).map(([source]) => source);
  const rename = (record: RaRecord) => <InlineRename resource={resource} record={record} fields={fields} />;
  // A card has no columns: its label shows the other fields beside the name.
  const renameOnCard = (record: RaRecord) => <InlineRename resource={resource} record={record} fields={fields} withOthers />;
  const counted = countsUses(declaration) ? ['usageCount'] : [];
  const deleteOptions = useDeleteOptions(resource);
  return (
    <ListFrame<RaRecord>
      resource={resource}
      toolbar={declaredToolbar(declaration)}
      defaults={declaredListDefaults(declaration)}
      card={{
        primary: (record) => (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            {renameOnCard(record)}
            <RemoveButton resource={resource} labelField={labelField} />
          </Box>
        ),
      }}
      rowClick={false}
      bulkActions={<BulkDeleteButton mutationMode="pessimistic" mutationOptions={deleteOptions} />}
      header={<QuickAddForm resource={resource} fields={fields} />}
    >
      <DataTable.Col source={labelField} disableSort={!sortable.has(labelField)} render={rename} />
      {[...fields.slice(1).map((f) => f.source), ...positions].map((source) => (
        <DataTable.Col key={source} source={source} disableSort={!sortable.has(source)} />
      ))}
      {counted.map((source) => (
        <DataTable.Col key={source} source={source} disableSort />
      ))}
      <DataTable.Col source="updatedAt" disableSort={!sortable.has('updatedAt')}>
        <DayField source="updatedAt" />
      </DataTable.Col>
      <DataTable.Col label="app.content.actions">
        <RemoveButton resource={resource} labelField={labelField} />
      </DataTable.Col>
    </ListFrame>
  );
}

function RemoveButton({ resource, labelField }: { resource: string; labelField: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const deleteOptions = useDeleteOptions(resource);
  if (!record) return null;
  const name = String(record[labelField] ?? record.id);
  return (
    <DeleteWithConfirmButton
      resource={resource}
      record={record}
      mutationMode="pessimistic"
      mutationOptions={deleteOptions}
      redirect={false}
      label="app.content.catalogue.remove"
      aria-label={translate('app.content.catalogue.removeNamed', { name })}
      confirmTitle="app.content.catalogue.removeTitle"
      confirmContent="app.content.catalogue.removeContent"
      translateOptions={{ name }}
    />
  );
}
