import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWith } from '../../../src/layout/lazyLoad.js';
import { lazyScreen } from '../../../src/layout/lazyScreen.js';
import { ChunkLoadTimeoutError, chunkLoadTimeoutMs, withLoadTimeout } from '../../../src/layout/loadTimeout.js';
import { ShellTestApp } from './shellTestKit.js';

const Hello = () => <p>Hello screen</p>;

afterEach(() => {
  vi.useRealTimers();
});

describe('withLoadTimeout', () => {
  it('rejects with ChunkLoadTimeoutError after 120 seconds, not before', async () => {
    vi.useFakeTimers();
    expect(chunkLoadTimeoutMs).toBe(120_000);
    const outcome = withLoadTimeout(() => new Promise<never>(() => undefined)).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a load that arrives in time through, and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withLoadTimeout(() => Promise.resolve(42))).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('lazyScreen', () => {
  it('shows the screen once its chunk arrives', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Hello));
    render(<ShellTestApp><Screen /></ShellTestApp>);
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
  });

  it('preload requests the chunk before the screen renders, and rendering reuses that request', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Screen = lazyScreen(load);
    Screen.preload();
    Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<ShellTestApp><Screen /></ShellTestApp>);
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen whose code has arrived renders at once, without its loading state', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Hello));
    Screen.preload();
    await act(async () => {
      await Promise.resolve();
    });
    render(<ShellTestApp><Screen /></ShellTestApp>);
    expect(screen.getByText('Hello screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('with loadingOnFirstRender, code that has arrived still shows its loading state first (committed, so the page is not blank), then the part; later renders show the part at once', async () => {
    const Loading = () => <p>Loading the admin</p>;
    const Part = lazyWith({ Loading, Failed: () => <p role="alert">Failed</p> }, () => Promise.resolve(Hello), { loadingOnFirstRender: true });
    Part.preload();
    await act(async () => {
      await Promise.resolve();
    });
    const first = render(<Part />);
    expect(screen.getByText('Loading the admin')).toBeInTheDocument();
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading the admin')).not.toBeInTheDocument();
    first.unmount();
    render(<Part />);
    expect(screen.getByText('Hello screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading the admin')).not.toBeInTheDocument();
  });

  it('a preload that fails shows the error with its reload when the screen renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    Screen.preload();
    render(<ShellTestApp><Screen /></ShellTestApp>);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded');
  });

  it('shows an error with a reload action when the chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<ShellTestApp><Screen /></ShellTestApp>);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('loads the screen again by itself once the network is back, without a page reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(Hello) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const Screen = lazyScreen<object>(load);
    render(<ShellTestApp><Screen /></ShellTestApp>);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded');
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an online event that arrives as the failure first shows is not lost', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(Hello) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const Screen = lazyScreen<object>(load);
    // Runs right after the commit that shows the failure, before React's next task.
    const failureShown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="alert"]')) return;
        observer.disconnect();
        online = true;
        window.dispatchEvent(new Event('online'));
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    render(<ShellTestApp><Screen /></ShellTestApp>);
    await failureShown;
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the timeout error when the chunk has not arrived after 120 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen<object>(() => new Promise<ComponentType<object>>(() => undefined));
    render(<ShellTestApp><Screen /></ShellTestApp>);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('took too long');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
