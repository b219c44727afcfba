import ImportIcon from '@mui/icons-material/UploadFile';
import { takesImports, type ResourceDeclaration } from '../../../../contract/declaration';
import { importSegment } from '../../paths';
import { ListPlaceButton } from '../list/ListPlaceButton';

/** The way to a declared resource's import, where it takes imports, for those who may add its records (as the import's calls require). */
export const importButtonOf = (declaration: ResourceDeclaration) =>
  takesImports(declaration) ? <ListPlaceButton resource={declaration.name} action="create" segment={importSegment} icon={<ImportIcon aria-hidden />} label="app.import.name" /> : undefined;
