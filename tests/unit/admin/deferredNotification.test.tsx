import { act, fireEvent, render, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredNotification } from '../../../src/layout/DeferredNotification.js';
import { deferredPart } from '../../../src/layout/deferredPart.js';
import { preloadSoon } from '../../../src/layout/preloadSoon.js';
import { ShellTestApp } from './shellTestKit.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
