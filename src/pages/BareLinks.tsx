import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A text link between bare pages (sign in, forgot password, start page). */
export function BareLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}
