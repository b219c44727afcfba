import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A text link between bare pages (sign in, forgot password, start page). */
export function BareLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="bare-link" to={to}>
      {children}
    </Link>
  );
}
