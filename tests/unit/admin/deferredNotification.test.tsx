import { act, fireEvent, render, screen } from '@testing-library/react';
import { useAddUndoableMutation, useNotificationContext, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredNotification } from '../../../src/layout/DeferredNotification.js';
import { deferredPart } from '../../../src/layout/deferredPart.js';
import { PlainNotification } from '../../../src/layout/PlainNotification.js';
import { preloadSoon } from '../../../src/layout/preloadSoon.js';
import { ShellTestApp } from './shellTestKit.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A part's loader whose first load fails as a lost network does, and whose next ones draw "Part drawn". */
const failsOnceThenDraws = () =>
  vi
    .fn<() => Promise<() => React.JSX.Element>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(() => <p>Part drawn</p>);

describe('deferredPart', () => {
  it('draws the part once its code has arrived', async () => {
    const Part = deferredPart(() => Promise.resolve(() => <p>Part drawn</p>));
    render(<Part />);
    expect(await screen.findByText('Part drawn')).toBeInTheDocument();
  });

  it('draws nothing, and takes nothing down with it, when its code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = deferredPart(() => Promise.reject(new Error('offline')));
    render(
      <>
        <p>Rest of the screen</p>
        <Part />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Rest of the screen')).toBeInTheDocument();
  });

  it('loads its code again when the network is back, after a load that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failsOnceThenDraws();
    const Part = deferredPart(load);
    render(<Part />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Part drawn')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Part drawn')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('replaces its own failure state (the plain message box) with the part when the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failsOnceThenDraws();
    const Part = deferredPart(load, () => <p>Plain box</p>);
    render(<Part />);
    expect(await screen.findByText('Plain box')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Part drawn')).toBeInTheDocument();
    expect(screen.queryByText('Plain box')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a preload that failed is tried again when the part renders', async () => {
    const load = failsOnceThenDraws();
    const Part = deferredPart(load);
    Part.preload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    render(<Part />);
    expect(await screen.findByText('Part drawn')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadSoon', () => {
  it('starts at the first interaction with the page, once', () => {
    const preload = vi.fn();
    preloadSoon(preload);
    expect(preload).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('starts after a quiet moment when nobody interacts', async () => {
    vi.useFakeTimers();
    const preload = vi.fn();
    preloadSoon(preload, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});

function NotifyButton() {
  const notify = useNotify();
  return <button onClick={() => notify('Changes saved', { type: 'success' })}>Save</button>;
}

describe('DeferredNotification', () => {
  it('shows a message sent before its code had loaded', async () => {
    render(
      <ShellTestApp>
        <NotifyButton />
        <DeferredNotification />
      </ShellTestApp>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Changes saved');
  });
});

function UndoableDeleteButton({ onCommit }: { onCommit: (isUndo: boolean) => void }) {
  const notify = useNotify();
  const addMutation = useAddUndoableMutation();
  const remove = () => {
    addMutation(({ isUndo }) => onCommit(isUndo));
    notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 }, undoable: true });
  };
  return <button onClick={remove}>Delete</button>;
}

describe('PlainNotification (react-admin\'s notification code could not be loaded)', () => {
  it('shows each queued message, translated, until it is closed', async () => {
    render(
      <ShellTestApp>
        <NotifyButton />
        <PlainNotification />
      </ShellTestApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Changes saved');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Changes saved');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an undoable change is undone by "Undo" and carried out by "Close"', async () => {
    const commits: boolean[] = [];
    render(
      <ShellTestApp>
        <UndoableDeleteButton onCommit={(isUndo) => commits.push(isUndo)} />
        <PlainNotification />
      </ShellTestApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Element deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(commits).toEqual([true, false]);
  });

  it('does not leave what it showed for the real notification to show again', async () => {
    const { rerender } = render(
      <ShellTestApp>
        <NotifyButton />
        <PlainNotification />
        <QueueProbe />
      </ShellTestApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Changes saved');
    rerender(
      <ShellTestApp>
        <NotifyButton />
        <QueueProbe />
      </ShellTestApp>,
    );
    expect(screen.getByRole('status', { name: 'Queued' })).toHaveTextContent(/^$/);
  });

  it('leaves an undoable change it shows in the queue when the real notification replaces it', async () => {
    const commits: boolean[] = [];
    const { rerender } = render(
      <ShellTestApp>
        <UndoableDeleteButton onCommit={(isUndo) => commits.push(isUndo)} />
        <PlainNotification />
        <QueueProbe />
      </ShellTestApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Element deleted');
    rerender(
      <ShellTestApp>
        <UndoableDeleteButton onCommit={(isUndo) => commits.push(isUndo)} />
        <QueueProbe />
      </ShellTestApp>,
    );
    expect(screen.getByRole('status', { name: 'Queued' })).toHaveTextContent('ra.notification.deleted');
    expect(commits).toEqual([]);
  });
});

function QueueProbe() {
  const { notifications } = useNotificationContext();
  return <output aria-label="Queued">{notifications.map((queued) => queued.message).join(', ')}</output>;
}
