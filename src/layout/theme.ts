import type { ThemeOptions } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/** Spec section 1 and 9: primary colour, breakpoints, tooltip defaults. */
export const primaryColor = '#0065C6';

const shared: ThemeOptions = {
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  components: {
    MuiTooltip: { defaultProps: { placement: 'top', enterDelay: 0, enterNextDelay: 0 } },
  },
};

export const lightTheme: ThemeOptions = deepmerge(defaultLightTheme, {
  ...shared,
  palette: { mode: 'light', primary: { main: primaryColor } },
});

/** Dark mode keeps the brand hue but lightens it enough for text contrast on dark surfaces. */
export const darkTheme: ThemeOptions = deepmerge(defaultDarkTheme, {
  ...shared,
  palette: { mode: 'dark', primary: { main: '#6FB3FF' } },
});
