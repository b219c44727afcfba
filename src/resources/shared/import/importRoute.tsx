import { Route } from 'react-router-dom';
import { lazyScreen } from '../../../layout/lazyScreen';
import { importSegment } from '../../paths';

const ImportScreen = lazyScreen(() => import('./ImportScreen').then((m) => m.ImportScreen));

/** The route of a resource's import screen, below its list (`/admin/languages/import`), in its own chunk. */
export const importRoute = () => <Route path={importSegment} element={<ImportScreen />} />;
