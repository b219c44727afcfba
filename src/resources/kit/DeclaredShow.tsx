import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { DeleteButton, Labeled, Show, SimpleShowLayout, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { useResourcePaths } from '../useResourcePaths';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { useDeleteOptions } from '../shared/trash/useDeleteOptions';
import { DeclaredValue } from './DeclaredValue';
import { useDeclaration } from './useDeclaration';
import { columnFields } from '../../../contract/declaration';

/** Edit (at the spec's edit URL) and delete, each only for a role its declared rule admits. */
function DetailActions({ resource }: { resource: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const paths = useResourcePaths(resource);
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit', record });
  const deleteOptions = useDeleteOptions(resource, 'list');
  if (!record) return null;
  return (
    <TopToolbar>
      {canEdit && (
        <Button component={Link} to={paths.edit(record.id)} startIcon={<EditIcon aria-hidden />} size="small">
          {translate('ra.action.edit')}
        </Button>
      )}
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteOptions} redirect="list" />
    </TopToolbar>
  );
}

/** /admin/<name>/:id: every field, then the record's history. */
export function DeclaredShow() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const resource = declaration.name;
  const fields = [...columnFields(declaration), ['createdAt', { kind: 'dateTime' }] as const, ['updatedAt', { kind: 'dateTime' }] as const];
  return (
    <Show actions={<DetailActions resource={resource} />} title={translate(`resources.${resource}.name`, { smart_count: 1 })}>
      <RecordHeading source={declaration.labelField} />
      <SimpleShowLayout>
        {fields.map(([source, field]) => (
          <Labeled key={source} source={source} fullWidth>
            <DeclaredValue resource={resource} source={source} field={field} />
          </Labeled>
        ))}
      </SimpleShowLayout>
      <RecordHistory resource={resource} />
    </Show>
  );
}
