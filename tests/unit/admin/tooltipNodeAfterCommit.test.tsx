import { fireEvent, render, screen } from '@testing-library/react';
import MuiTooltip from '@mui/material/Tooltip';
import { Profiler, createRef, useLayoutEffect, type ComponentType, type ProfilerOnRenderCallback } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { describe, expect, it, vi } from 'vitest';
import Tooltip from '../../../src/shims/deferred/tooltipNodeAfterCommit.js';

/** The Profiler phases of a tooltip's commits: a "nested-update" is one React ran inside a commit. */
function phasesOf(AnyTooltip: ComponentType<TooltipProps>): string[] {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  render(
    <Profiler id="tooltip" onRender={onRender}>
      <AnyTooltip title="Sort by email">
        <button>Email</button>
      </AnyTooltip>
    </Profiler>,
  );
  return phases;
}

describe("Material UI's Tooltip told of its child's node after the commit (build/deferredParts.ts)", () => {
  it('commits without an update inside the commit: the node comes in a plain update after it', () => {
    expect(phasesOf(Tooltip)).toEqual(['mount', 'update']);
  });

  it("Material UI's own Tooltip sets state inside its first commit (what the shim avoids)", () => {
    expect(phasesOf(MuiTooltip)).toEqual(['mount', 'nested-update']);
  });

  it('names its child by the title from the first commit, and shows the bubble on hover and on focus', async () => {
    let nameInFirstCommit: string | null = null;
    function FirstCommit() {
      useLayoutEffect(() => {
        nameInFirstCommit = screen.getByRole('button').getAttribute('aria-label');
      }, []);
      return null;
    }
    render(
      <>
        <Tooltip title="Sort by email">
          <button>Email</button>
        </Tooltip>
        <FirstCommit />
      </>,
    );
    expect(nameInFirstCommit).toBe('Sort by email');
    const button = screen.getByRole('button', { name: 'Sort by email' });
    fireEvent.mouseOver(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sort by email');
    fireEvent.mouseLeave(button);
    fireEvent.focus(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sort by email');
  });

  it("keeps the child's own ref (set in the commit), handlers and name, and a describing tooltip's title", () => {
    const ref = createRef<HTMLButtonElement>();
    const refInCommit: (HTMLButtonElement | null)[] = [];
    function Probe() {
      useLayoutEffect(() => void refInCommit.push(ref.current), []);
      return null;
    }
    const clicked = vi.fn();
    const hovered = vi.fn();
    render(
      <>
        <Tooltip title="Sort by email">
          <button ref={ref} aria-label="Email column" onClick={clicked} onMouseOver={hovered}>
            Email
          </button>
        </Tooltip>
        <Tooltip title="More about rates" describeChild>
          <button>Rate</button>
        </Tooltip>
        <Probe />
      </>,
    );
    const email = screen.getByRole('button', { name: 'Email column' });
    expect(refInCommit).toEqual([email]);
    fireEvent.click(email);
    fireEvent.mouseOver(email);
    expect(clicked).toHaveBeenCalledOnce();
    expect(hovered).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Rate' })).toHaveAttribute('title', 'More about rates');
  });
});
