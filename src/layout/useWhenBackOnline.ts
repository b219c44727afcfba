import { useEffect } from 'react';

/** Calls `onBackOnline` each time the browser reports that the network is back. */
export function useWhenBackOnline(onBackOnline: () => void): void {
  useEffect(() => {
    window.addEventListener('online', onBackOnline);
    return () => window.removeEventListener('online', onBackOnline);
  }, [onBackOnline]);
}
