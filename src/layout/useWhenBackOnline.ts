import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `onBackOnline` each time the browser reports that the network is back.
 *
 * Listens from the commit that shows the caller (a layout effect, not a passive one): a passive
 * effect runs in a later task, so an `online` event arriving between the failure showing and that
 * task would be lost, and the failure state would stay until a reload.
 */
export function useWhenBackOnline(onBackOnline: () => void): void {
  const latest = useRef(onBackOnline);
  useLayoutEffect(() => {
    latest.current = onBackOnline;
  });
  useLayoutEffect(() => {
    const listener = () => latest.current();
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }, []);
}
