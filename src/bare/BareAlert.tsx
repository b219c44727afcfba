import type { ReactNode } from 'react';

/** A message of a bare page: errors are announced at once (alert), the rest politely (status). */
export function BareAlert({ severity, children }: { severity: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`bare-alert ${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
