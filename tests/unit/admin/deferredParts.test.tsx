import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { usePreferencesEditor } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defaultExporter } from '../../../src/shims/deferred/defaultExporter.js';
import { Inspector } from '../../../src/shims/deferred/Inspector.js';
import TooltipPopper from '../../../src/shims/deferred/TooltipPopper.js';
import { ShellTestApp } from './shellTestKit.js';

const realExporter = vi.hoisted(() => vi.fn());
vi.mock('../../../src/shims/deferred/defaultExporterPart.js', () => ({ defaultExporter: realExporter }));

function TooltipProbe() {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button ref={anchor} onClick={() => setOpen((value) => !value)}>
        Toggle
      </button>
      <TooltipPopper open={open} anchorEl={() => anchor.current!}>
        <span>Sort by name</span>
      </TooltipPopper>
    </>
  );
}

describe("the Tooltip's popper (loaded when a tooltip first opens)", () => {
  it('draws nothing while closed, the bubble once opened, and hides it again when closed', async () => {
    render(<TooltipProbe />);
    expect(screen.queryByText('Sort by name')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Sort by name')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryByText('Sort by name')).not.toBeInTheDocument();
  });
});

function EditModeButton() {
  const { enable } = usePreferencesEditor();
  return <button onClick={enable}>Customize</button>;
}

describe("react-admin's preferences editor (loaded in edit mode only)", () => {
  it('draws nothing until edit mode is turned on, then the editor with its close button', async () => {
    render(
      <ShellTestApp>
        <EditModeButton />
        <Inspector />
      </ShellTestApp>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe("react-admin's default CSV exporter (loaded when a list exports with it)", () => {
  it('hands the records and the fetch helpers to react-admin', async () => {
    const records = [{ id: 1, name: 'Ada' }];
    const fetchRelated = vi.fn();
    await defaultExporter(records, fetchRelated, {} as never, 'tutors');
    expect(realExporter).toHaveBeenCalledWith(records, fetchRelated, {}, 'tutors');
  });
});
