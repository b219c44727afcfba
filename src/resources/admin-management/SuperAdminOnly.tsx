import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useBasename, useCanAccess, useTranslate } from 'react-admin';

/**
 * Renders admin-management screens only once the signed-in user may use them (superAdmin); anyone
 * else lands on the dashboard (spec section 6) before a single admin record is requested.
 */
export function SuperAdminOnly({ action, children }: { action: string; children: ReactNode }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { isPending, canAccess } = useCanAccess({ resource: 'admin-management', action });
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (!canAccess) return <Navigate to={`${basename}/dashboard`} replace />;
  return <>{children}</>;
}
