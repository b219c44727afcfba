import TrashIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import { keepsTrash, type ResourceDeclaration } from '../../../../contract/declaration';
import { allowedNow } from '../../../authProvider';
import { trashSegment } from '../../paths';
import { useResourcePaths } from '../../useResourcePaths';

/** The list toolbar's way to the resource's trash, for those who may delete its records (as the trash's own rules say). */
export function TrashButton({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { list } = useResourcePaths(resource);
  // At once when the stored session allows it, as the list's Create; else once react-admin's check says so.
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  if (!allowedNow(resource, 'delete') && !canAccess) return null;
  return (
    <Button component={Link} to={`${list}/${trashSegment}`} startIcon={<TrashIcon aria-hidden />} size="small">
      {translate('app.trash.name')}
    </Button>
  );
}

/** The way to a declared resource's trash, where it keeps one: in its list's toolbar, and beside "No records yet" once all are deleted. */
export const trashButtonOf = (declaration: ResourceDeclaration) => (keepsTrash(declaration) ? <TrashButton resource={declaration.name} /> : undefined);
