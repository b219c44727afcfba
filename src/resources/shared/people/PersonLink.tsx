import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import { useResourcePaths } from '../../useResourcePaths';

export interface PersonLinkProps {
  resource: 'tutors' | 'users' | 'admin-management';
  id: Identifier | null | undefined;
  name: string;
  deleted?: boolean;
}

/** A person's name linking to their detail screen; a deleted account shows its name, marked, without a link. */
export function PersonLink({ resource, id, name, deleted }: PersonLinkProps) {
  const translate = useTranslate();
  const paths = useResourcePaths(resource);
  if (deleted || id === null || id === undefined) {
    return (
      <Typography component="span" variant="body2">
        {name} {deleted && `(${translate('app.people.deletedAccount')})`}
      </Typography>
    );
  }
  return (
    <MuiLink component={Link} to={paths.detail(id)}>
      {name}
    </MuiLink>
  );
}
