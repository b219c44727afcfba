import type { ThemeOptions } from '@mui/material';
import { red } from '@mui/material/colors';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { breakpoints } from './breakpoints';

/** Spec section 1 and 9: primary colour, breakpoints, tooltip defaults. */
export const primaryColor = '#0065C6';

const shared: ThemeOptions = {
  breakpoints: { values: breakpoints },
  components: {
    MuiTooltip: { defaultProps: { placement: 'top', enterDelay: 0, enterNextDelay: 0 } },
    // A screen's actions (a pending tutor's five, longer in German) wrap on a phone: react-admin keeps
    // them on one line aligned right, which pushed the first ones past the screen's left edge.
    RaTopToolbar: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { flexWrap: 'wrap' } }) } },
    // The form's own messages, in the admin's language, instead of the browser's bubbles (in the
    // browser's language) for an email, url or number input; the server checks everything anyway.
    RaSimpleForm: { defaultProps: { noValidate: true } },
  },
};

/**
 * Red text of danger actions (delete, suspend, reject) must reach 4.5:1 (WCAG AA) on every surface
 * it sits on, react-admin's grey form toolbar included (tests/unit/admin/theme.test.ts computes it):
 * - light: MUI's error red #d32f2f gives 4.98:1 on white but 3.77:1 on the toolbar's grey[300], so
 *   danger buttons on that toolbar use red[900] (4.97:1);
 * - dark: MUI's #f44336 gives 3.52:1 on the page (#313131) and 2.74:1 on the toolbar's grey[800],
 *   so the dark error colour is a light red: 4.94:1 on the toolbar, 6.35:1 on the page.
 */
export const darkErrorColor = '#FF9A90';
const lightToolbarDangerColor = red[900];

export const lightTheme: ThemeOptions = deepmerge(defaultLightTheme, {
  ...shared,
  palette: { mode: 'light', primary: { main: primaryColor } },
  components: {
    ...shared.components,
    RaToolbar: { styleOverrides: { root: { '& .MuiButton-colorError:not(.Mui-disabled)': { color: lightToolbarDangerColor } } } },
  },
});

/** Dark mode keeps the brand hue but lightens it enough for text contrast on dark surfaces. */
export const darkTheme: ThemeOptions = deepmerge(defaultDarkTheme, {
  ...shared,
  palette: { mode: 'dark', primary: { main: '#6FB3FF' }, error: { main: darkErrorColor } },
});
