import BackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { DataTable, useTranslate } from 'react-admin';
import type { TrashedRecord } from '../../../../contract/trash';
import { formatDate, formatDateTime, useSiteDateFormat } from '../../../format/date';
import { usePageHeading } from '../../../layout/pageHeading';
import { useDeclaration } from '../../kit/useDeclaration';
import { useResourcePaths } from '../../useResourcePaths';
import type { ListDefaults } from '../../listStart';
import { ListFrame, type CardTexts } from '../list/ListFrame';
import { DayField } from '../people/fields';
import { DEFAULT_PAGE_SIZE } from '../people/pageSizes';
import { TrashBulkActions } from './TrashBulkActions';
import { trashResource } from './trashResource';
import { TrashToolbar } from './TrashToolbar';

const defaults: ListDefaults = { sort: { field: 'deletedAt', order: 'DESC' }, perPage: DEFAULT_PAGE_SIZE };

/** Selection shows to whoever may restore (all who open the trash); deleting permanently is a superAdmin's. */
const bulkAccess = ['restore', 'delete'] as const;

/** A phone's card of a trashed record: its label, then who deleted it and when, and when it goes for good, each after its column's label. */
function useTrashCard(): CardTexts<TrashedRecord> {
  const translate = useTranslate();
  useSiteDateFormat();
  return {
    primary: (record) => record.label,
    secondary: (record) =>
      `${translate('app.trash.columns.deletedByName')} ${record.deletedByName}, ${formatDateTime(record.deletedAt)} · ${translate('app.trash.columns.purgeAt')} ${formatDate(record.purgeAt)}`,
  };
}

/** What the trash is for, and the way back to the list. */
function TrashHeader({ list, names }: { list: string; names: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.trash.purgeNote')}
      </Typography>
      <Button component={Link} to={list} startIcon={<BackIcon aria-hidden />} size="small">
        {translate('app.trash.back', { name: names })}
      </Button>
    </Box>
  );
}

function TrashEmpty() {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="p" sx={{ textAlign: 'center', p: 4 }}>
      {translate('app.trash.isEmpty')}
    </Typography>
  );
}

/**
 * /admin/<list>/trash: the records deleted from the resource and not yet removed for good, in the
 * product's list frame (search, sort, pages, cards on a phone). Those who may delete the resource's
 * records restore them; a superAdmin deletes some permanently or empties the trash.
 */
export function TrashScreen() {
  const { name } = useDeclaration();
  const translate = useTranslate();
  const { list } = useResourcePaths(name);
  const names = translate(`resources.${name}.name`, { smart_count: 2 });
  const title = translate('app.trash.title', { name: names });
  usePageHeading(title);
  return (
    <ListFrame<TrashedRecord>
      resource={trashResource(name)}
      title={title}
      toolbar={TrashToolbar}
      defaults={defaults}
      card={useTrashCard()}
      rowClick={false}
      bulkActions={<TrashBulkActions />}
      bulkAccess={bulkAccess}
      header={<TrashHeader list={list} names={names} />}
      empty={<TrashEmpty />}
    >
      <DataTable.Col source="label" label="app.trash.columns.label" />
      <DataTable.Col source="deletedByName" label="app.trash.columns.deletedByName" disableSort />
      <DataTable.Col source="deletedAt" label="app.trash.columns.deletedAt">
        <DayField source="deletedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="purgeAt" label="app.trash.columns.purgeAt" disableSort>
        <DayField source="purgeAt" />
      </DataTable.Col>
    </ListFrame>
  );
}
