import { alpha, type Theme } from '@mui/material/styles';

/** Material's check box outlines (the icons Material UI's Checkbox draws), as CSS backgrounds. */
const blankBox = 'M19 5v14H5V5h14m0-2H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const checkedBox =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

const icon = (path: string, colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${colour}" d="${path}"/></svg>`)}")`;

const drawn = (theme: Theme) =>
  ({
    appearance: 'none',
    margin: 0,
    width: 24,
    height: 24,
    display: 'block',
    borderRadius: '50%',
    cursor: 'pointer',
    backgroundColor: 'transparent',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'center',
    backgroundSize: 24,
    backgroundImage: icon(blankBox, theme.palette.text.secondary),
    '&:checked': { backgroundImage: icon(checkedBox, theme.palette.primary.main) },
    '&:hover:not(:disabled)': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'default', backgroundImage: icon(blankBox, theme.palette.action.disabled) },
    '&:checked:disabled': { backgroundImage: icon(checkedBox, theme.palette.action.disabled) },
  }) as const;

/** The class of a row's selection check box: `<input type="checkbox" className={rowCheckboxClass}>`. */
export const rowCheckboxClass = 'select-item';

/**
 * Styles, for the table body, that draw its rows' native check boxes as Material UI's Checkbox in
 * react-admin's tables (its icons in a 24 px box, hover and keyboard focus). A Material UI Checkbox
 * is a dozen styled parts whose styles are computed again for each one, and a list draws one per row
 * on its first screen; these are computed once per table (docs/performance.md, "The first screen's
 * render").
 */
export const rowCheckboxes = (theme: Theme) => ({ [`& input.${rowCheckboxClass}`]: drawn(theme) });
