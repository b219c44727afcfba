import { Box } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar, useResourceContext } from 'react-admin';
import { useWholeRecord } from '../../kit/useWholeRecord';
import { useDeleteOptions } from '../trash/useDeleteOptions';
import { SaveAndNextButton } from './SaveAndNextButton';

/**
 * Save, and save and next on an edit screen opened from a list, under every form of a record; delete
 * where the form's screen is where a record is removed (otherwise deleting lives on the detail screen,
 * behind its confirmation), confirmed and answered as every delete of a declared screen is
 * (useDeleteOptions: "Moved to trash" with Undo). The delete label's red reaches 4.5:1 on react-admin's grey toolbar through
 * the theme (src/layout/theme.ts). Saving waits for the record's own read (useWholeRecord): typing need not.
 */
export function FormToolbar({ deletable = false }: { deletable?: boolean }) {
  const deleteOptions = useDeleteOptions(useResourceContext() ?? '', 'list');
  const whole = useWholeRecord();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <SaveButton disabled={!whole} />
        <SaveAndNextButton whole={whole} />
      </Box>
      {deletable && <DeleteButton mutationMode="pessimistic" mutationOptions={deleteOptions} />}
    </Toolbar>
  );
}
