import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import { memo, type ReactNode } from 'react';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LoadingIndicatorClasses,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { appName } from './appName.js';
import { deferredPart } from './deferredPart.js';
import { LanguageMenuButton } from './LanguageMenuButton.js';

function UserMenuLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} onClick={userMenu?.onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's user menu shows the signed-in user's name and photo (authProvider.getIdentity). Its
 * button's accessible name starts with that visible name (WCAG 2.5.3, label in name), then says what
 * it opens: "Super Admin (Profile)". Below sm it shows an icon only and reads its label as a
 * translation key, falling back to the English "Profile": there it is given the key itself.
 */
function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const menuKey = 'ra.auth.user_menu';
  return (
    <UserMenu label={showsName && identity?.fullName ? `${identity.fullName} (${translate(menuKey)})` : menuKey}>
      <UserMenuLink to="/admin/profile" label="app.menu.profile" icon={<PersonIcon fontSize="small" />} />
      <UserMenuLink to="/admin/change-password" label="app.menu.change_password" icon={<LockResetIcon fontSize="small" />} />
      <Logout />
    </UserMenu>
  );
}

const userMenu = <AccountMenu />;

/**
 * While something loads, react-admin hides its refresh button (opacity 0) under the spinner, yet the
 * button keeps its place in the Tab order: only its icon is hidden here, so the keyboard's focus on
 * it stays in sight.
 */
const focusVisibleWhileLoading = {
  [`& .${LoadingIndicatorClasses.loadedIcon}.${LoadingIndicatorClasses.loadedLoading}`]: { opacity: 1, '& svg': { opacity: 0 } },
};

/** react-admin passes extra props to its spinner (an unnamed progressbar otherwise: axe aria-progressbar-name). */
function NamedLoadingIndicator() {
  const translate = useTranslate();
  return <LoadingIndicator aria-label={translate('ra.page.loading')} sx={focusVisibleWhileLoading} />;
}

/**
 * Below sm the language button shows its icons only, leaving the screen's title room on a phone. Its
 * text is hidden by size, not removed: the language's name stays the button's accessible name.
 */
const iconsOnlyBelowSm = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
    '& .MuiButton-startIcon': { marginRight: 0 },
    '& .MuiButton-endIcon': { marginLeft: 0 },
  },
});

/** The search button, loaded beside the first screen rather than in it. */
const PaletteButton = deferredPart(() => import('./palette/PaletteButton.js').then((module) => module.PaletteButton));

const toolbar = (
  <>
    <PaletteButton />
    <Box component="span" sx={iconsOnlyBelowSm}>
      <LanguageMenuButton />
    </Box>
    <ToggleThemeButton />
    <NamedLoadingIndicator />
  </>
);

/**
 * Product name, the screen's title, languages, light/dark, loading, user menu. Always shown (no hiding
 * on scroll): its controls stay in reach. Below the sm breakpoint the product name gives way and the
 * language button shrinks to its icons, so that every control fits a 360 px phone beside the screen's
 * title (which shortens itself). Memoised like the menu: it renders again only when its own state
 * changes, not with every route change of the layout.
 */
export const AppBar = memo(function AppBar() {
  return (
    <RaAppBar color="primary" alwaysOn toolbar={toolbar} userMenu={userMenu}>
      <Typography component="span" variant="h6" sx={{ mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}>
        {appName()}
      </Typography>
      <TitlePortal variant="body1" />
    </RaAppBar>
  );
});
