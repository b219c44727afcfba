import { Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from './appName.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { PageHeadingContext } from './pageHeading.js';
import { RECORD_CRUMB } from './breadcrumbTrail.js';
import { useBreadcrumbTrail } from './useBreadcrumbTrail.js';

/**
 * Around every admin screen: breadcrumbs, the page's one h1 and the document title
 * "<APP_NAME> | <page>", derived from the route (or set by the screen with `usePageHeading`).
 * Screens therefore render no h1 of their own; their sections start at h2.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const trail = useBreadcrumbTrail();
  const [ownHeading, setOwnHeading] = useState<string | undefined>();
  const labels = trail.map((crumb) => translate(crumb.label, crumb.options));
  // The screen's own heading (a record's name) replaces the record's "#id" crumb, or else the last crumb.
  const recordCrumb = trail.findIndex((crumb) => crumb.label === RECORD_CRUMB);
  const named = ownHeading === undefined ? -1 : recordCrumb >= 0 ? recordCrumb : labels.length - 1;
  if (ownHeading !== undefined && named >= 0) labels[named] = ownHeading;
  // A detail is headed by the record's name; its edit screen by the whole trail ("Tutors › Ada › Edit").
  const heading = named >= 0 && named < labels.length - 1 ? labels.join(' › ') : (ownHeading ?? (labels.join(' › ') || undefined));
  useDocumentTitle(heading);
  return (
    <Box sx={{ pt: 1 }}>
      <Breadcrumbs trail={trail.map((crumb, index) => ({ ...crumb, text: labels[index] }))} />
      {heading && (
        <Typography variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      )}
      <PageHeadingContext.Provider value={setOwnHeading}>{children}</PageHeadingContext.Provider>
    </Box>
  );
}
