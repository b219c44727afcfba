import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { saveNow } from './saveNow';

/**
 * Save (and, where a record may be removed, delete) under a content form. The toolbar sits on the
 * paper colour rather than react-admin's grey, on which the red delete label is too faint (axe
 * color-contrast, light and dark themes).
 */
export function FormToolbar({ deletable = false }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ bgcolor: 'background.paper', justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && <DeleteButton mutationOptions={saveNow} />}
    </Toolbar>
  );
}
