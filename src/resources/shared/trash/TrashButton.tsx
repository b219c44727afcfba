import TrashIcon from '@mui/icons-material/DeleteOutline';
import { keepsTrash, type ResourceDeclaration } from '../../../../contract/declaration';
import { trashSegment } from '../../paths';
import { ListPlaceButton } from '../list/ListPlaceButton';

/** The way to a declared resource's trash, where it keeps one, for those who may delete its records (as the trash's own rules say). */
export const trashButtonOf = (declaration: ResourceDeclaration) =>
  keepsTrash(declaration) ? <ListPlaceButton resource={declaration.name} action="delete" segment={trashSegment} icon={<TrashIcon aria-hidden />} label="app.trash.name" /> : undefined;
