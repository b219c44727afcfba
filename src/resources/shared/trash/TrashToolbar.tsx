import { Box } from '@mui/material';
import { FilterBar } from '../people/filters/FilterBar';
import { SearchFilter } from '../people/filters/SearchFilter';
import { listClasses } from '../people/listClasses';
import { EmptyTrashButton } from './EmptyTrashButton';

/** A trash searches its records' labels; it has no other filter. */
const filters = [<SearchFilter key="q" source="q" alwaysOn />];

/** Above the trash's records: the search, and Empty trash for a superAdmin; wrapped onto two lines on a phone. */
export function TrashToolbar() {
  return (
    <Box className={listClasses.actions} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', columnGap: 2, width: '100%' }}>
      <FilterBar filters={filters} />
      <Box sx={{ pb: 1 }}>
        <EmptyTrashButton />
      </Box>
    </Box>
  );
}
