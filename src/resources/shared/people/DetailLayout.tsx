import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A titled card of label/value pairs on detail screens (a definition list for screen readers). */
export function DetailSection({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="h6" gutterBottom>
            {title}
          </Typography>
          {actions}
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** One label/value pair of a DetailSection. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children ?? ''}
      </Typography>
    </>
  );
}
