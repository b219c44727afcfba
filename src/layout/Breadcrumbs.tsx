import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { Crumb } from './breadcrumbTrail.js';

/** A crumb, with its text already worked out (else its label is translated). */
export type ShownCrumb = Crumb & { text?: string };

/**
 * Home (a link to /) then the route's entries; the last one is the current page: plain text with
 * aria-current="page", not a link (spec section 1).
 */
export function Breadcrumbs({ trail }: { trail: ShownCrumb[] }) {
  const translate = useTranslate();
  const crumbs: ShownCrumb[] = [{ label: 'app.layout.home', path: '/' }, ...trail];
  return (
    <MuiBreadcrumbs aria-label={translate('app.layout.breadcrumbs')} sx={{ mb: 1 }}>
      {crumbs.map((crumb, index) => {
        const text = crumb.text ?? translate(crumb.label, crumb.options);
        return index === crumbs.length - 1 ? (
          <Typography key={crumb.path + crumb.label} color="text.primary" aria-current="page">
            {text}
          </Typography>
        ) : (
          <Link key={crumb.path + crumb.label} component={LinkBase} to={crumb.path} underline="hover" color="inherit">
            {text}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
