import type { TooltipProps } from '@mui/material/Tooltip';
import { setRef, useForkRef } from '@mui/material/utils';
import { cloneElement, useEffect, useRef, type ReactElement, type Ref } from 'react';
// The library's own Tooltip module: the build answers its package entry's import of it with this file.
import MuiTooltip from '../../../node_modules/@mui/material/esm/Tooltip/Tooltip.js';

type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

/**
 * Draws the Tooltip's child with every prop the Tooltip gave it, and hands the child's node to the
 * Tooltip (`ref`) in an effect instead of during the commit.
 */
function NodeAfterCommit({ element, ref, ...props }: ChildProps & { element: ReactElement<ChildProps> }) {
  const node = useRef<HTMLElement | null>(null);
  const ownRef = useForkRef(element.props.ref, node);
  useEffect(() => {
    setRef(ref, node.current);
    return () => setRef(ref, null);
  }, [ref]);
  return cloneElement(element, { ...props, ref: ownRef });
}

/**
 * Material UI's Tooltip, told of its child's node after the commit. The Tooltip keeps that node in
 * state, set from a ref callback: an update during the commit, which React runs at once, with all of
 * the commit's effects and a second render, before the browser may paint. The first screen has a
 * dozen tooltips (the sort headers', the app bar's buttons'), so its first rows waited for all of it
 * (docs/performance.md, "Nothing urgent in the first commit"). The node is needed only to place the
 * bubble, once it opens; the child keeps its own ref, name and handlers as the Tooltip gives them.
 * Build only: see build/deferredParts.ts.
 */
export default function Tooltip({ children, ...props }: TooltipProps) {
  const child = children as ReactElement<ChildProps>;
  // The child's own ref is attached by NodeAfterCommit as usual, not passed through the Tooltip's.
  const { ref: _childRef, ...childProps } = child.props;
  return (
    <MuiTooltip {...props}>
      <NodeAfterCommit {...childProps} element={child} />
    </MuiTooltip>
  );
}
