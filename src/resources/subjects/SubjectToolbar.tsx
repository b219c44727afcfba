import { Box, Button, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslate } from 'react-admin';
import { ListPlaces } from '../kit/listPlaces';

interface SubjectToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  onAdd: () => void;
  onExport: () => void;
  /** Subjects the search matches (all of them without a search); undefined while loading. */
  count: number | undefined;
}

/** Above the tree: the search, adding a top-level subject, the CSV export, the ways to the import and the trash, the number of subjects. */
export function SubjectToolbar({ search, onSearch, onAdd, onExport, count }: SubjectToolbarProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField label={translate('ra.action.search')} type="search" size="small" value={search} onChange={(event) => onSearch(event.target.value)} />
      <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={onAdd}>
        {translate('resources.subjects.tree.addRoot')}
      </Button>
      <Button startIcon={<DownloadIcon aria-hidden />} onClick={onExport} disabled={!count}>
        {translate('ra.action.export')}
      </Button>
      <ListPlaces resource="subjects" />
      {count != null && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {translate('resources.subjects.tree.count', { smart_count: count })}
        </Typography>
      )}
    </Box>
  );
}
