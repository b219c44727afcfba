import { Button } from '@mui/material';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { useResourcePaths } from '../../useResourcePaths';

interface ListPlaceButtonProps {
  resource: string;
  /** Who sees the way there: those allowed this action on the resource. */
  action: string;
  /** Where, below the list (`trash`, `import`). */
  segment: string;
  icon: ReactElement;
  label: string;
}

/** A list toolbar's way to a screen below the list (its trash, its import), for those the screen's rules allow. */
export function ListPlaceButton({ resource, action, segment, icon, label }: ListPlaceButtonProps) {
  const translate = useTranslate();
  const { list } = useResourcePaths(resource);
  // At once when the stored session allows it, as the list's Create; else once react-admin's check says so.
  const { canAccess } = useCanAccess({ resource, action });
  if (!allowedNow(resource, action) && !canAccess) return null;
  return (
    <Button component={Link} to={`${list}/${segment}`} startIcon={icon} size="small">
      {translate(label)}
    </Button>
  );
}
