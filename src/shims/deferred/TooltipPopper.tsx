import type { PopperProps } from '@mui/material/Popper';
import { deferredPart } from '../../layout/deferredPart.js';
import { preloadSoon } from '../../layout/preloadSoon.js';
import { useLatch } from '../../layout/useLatch.js';

const Popper = deferredPart<PopperProps>(() => import('@mui/material/Popper').then((module) => module.default));
preloadSoon(Popper.preload);

/**
 * Material UI's Tooltip positions its bubble with Popper (Popper.js, about 8 KB gzipped), needed only
 * once a tooltip opens: loaded soon after the first screen (preloadSoon), or when a tooltip opens
 * first. The tooltip's label (the child's aria-label) is the Tooltip's own work and is there from
 * the start. Build only: see build/deferredParts.ts.
 */
export default function TooltipPopper(props: PopperProps) {
  const opened = useLatch(props.open);
  return opened || props.keepMounted ? <Popper {...props} /> : null;
}
