import { Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from './appName.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { PageHeadingContext } from './pageHeading.js';
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
  if (ownHeading && labels.length > 0) labels[labels.length - 1] = ownHeading;
  const heading = ownHeading ?? (labels.join(' › ') || undefined);
  useDocumentTitle(heading);
  return (
    <Box sx={{ pt: 1 }}>
      <Breadcrumbs trail={trail.map((crumb, index) => ({ ...crumb, text: labels[index] }))} />
      {heading && (
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {heading}
        </Typography>
      )}
      <PageHeadingContext.Provider value={setOwnHeading}>{children}</PageHeadingContext.Provider>
    </Box>
  );
}
