import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, ToggleThemeButton } from 'react-admin';
import { appName, useDocumentTitle } from './appName.js';

/**
 * The bare layout of sign-in, password, verification and error pages: a header with the product
 * name, the language menu and the theme toggle, then one card in a main landmark with the page's h1.
 */
export function BarePage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography component="span" variant="h6" sx={{ flex: 1 }}>
          {appName()}
        </Typography>
        <LocalesMenuButton />
        <ToggleThemeButton />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
