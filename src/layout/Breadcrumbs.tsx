import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { LinkBase, useBasename, useNavigate, useTranslate } from 'react-admin';
import type { Crumb } from './breadcrumbTrail.js';

/** A crumb, with its text already worked out (else its label is translated). */
export type ShownCrumb = Crumb & { text?: string };

/**
 * Home (a link to /) then the route's entries; the last one is the current page: plain text with
 * aria-current="page", not a link (spec section 1).
 */
export function Breadcrumbs({ trail }: { trail: ShownCrumb[] }) {
  const translate = useTranslate();
  const goHome = useHomeInsideAdmin();
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
          <Link key={crumb.path + crumb.label} component={LinkBase} to={crumb.path} underline="hover" color="inherit" onClick={index === 0 ? goHome : undefined}>
            {text}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}

/**
 * Home links to / (spec section 1), where the route guard sends a signed-in admin to the dashboard;
 * that detour leaves the admin and starts it again. A plain click goes to the dashboard directly;
 * a click with a modifier (new tab, new window) keeps the link's own target.
 */
function useHomeInsideAdmin() {
  const navigate = useNavigate();
  const basename = useBasename();
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(`${basename}/dashboard`);
  };
}
