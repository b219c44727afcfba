import { lighten, type Theme } from '@mui/material';

/**
 * Text colour of destructive buttons (delete, suspend, reject). The dark theme's error red on its
 * grey page background stays under 4.5:1, so it is lightened there; the light theme keeps its red.
 */
export const dangerText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? { color: lighten(theme.palette.error.main, 0.4) } : { color: theme.palette.error.main };
