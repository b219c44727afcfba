import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { saveNow } from './saveNow';

/**
 * Save (and, where a record may be removed, delete) under a content form. The delete label's red
 * reaches 4.5:1 on react-admin's grey toolbar through the theme (src/layout/theme.ts).
 */
export function FormToolbar({ deletable = false }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && <DeleteButton mutationOptions={saveNow} />}
    </Toolbar>
  );
}
