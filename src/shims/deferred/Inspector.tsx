import { usePreferencesEditor } from 'react-admin';
import { deferredPart } from '../../layout/deferredPart.js';

const RaInspector = deferredPart(() => import('./inspectorPart.js').then((module) => module.Inspector));

/**
 * react-admin's preferences editor, which its Layout mounts on every screen but which draws nothing
 * until edit mode is turned on (an InspectorButton; the admin has none). Build only: see
 * build/deferredParts.ts.
 */
export function Inspector() {
  const { isEnabled } = usePreferencesEditor();
  return isEnabled ? <RaInspector /> : null;
}
