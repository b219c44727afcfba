import { Route } from 'react-router-dom';
import { lazyScreen } from '../../../layout/lazyScreen';
import { trashSegment } from '../../paths';

const TrashScreen = lazyScreen(() => import('./TrashScreen').then((m) => m.TrashScreen));

/** The route of a resource's trash screen, below its list (`/admin/languages/trash`), in its own chunk. */
export const trashRoute = () => <Route path={trashSegment} element={<TrashScreen />} />;
