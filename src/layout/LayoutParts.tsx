import { LiveChanges } from '../live/LiveChanges.js';
import { KeyboardShortcuts } from './KeyboardShortcuts.js';

/**
 * What the layout runs beside every screen and never draws first: the keyboard shortcuts and the
 * live changes. One deferred part, requested as the layout first draws.
 */
export function LayoutParts() {
  return (
    <>
      <KeyboardShortcuts />
      <LiveChanges />
    </>
  );
}
