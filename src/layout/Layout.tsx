import type { ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { CreateClasses, EditClasses, LayoutClasses, Layout as RaLayout, ShowClasses } from 'react-admin';
import { AppBar } from './AppBar.js';
import { Menu } from './Menu.js';
import { PageFrame } from './PageFrame.js';
import { SiteFormatsSync } from '../resources/site-setting/SiteFormatsSync.js';

/** The flex items between the screen and a screen's content, which react-admin lets grow to their content's width. */
const growingBoxes = [LayoutClasses.content, ShowClasses.card, EditClasses.card, CreateClasses.card].map((name) => `& .${name}`).join(', ');

/**
 * react-admin's layout grows to fit its widest content (`min-width: fit-content`, and flex items
 * as wide as what they hold), so one wide table made a whole phone screen scroll sideways. Below md
 * (where lists are cards) the screen's width is the limit: content wraps or gives way inside it.
 * Wider screens keep react-admin's behaviour.
 */
const fitTheScreen = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: { minWidth: 0, [growingBoxes]: { minWidth: 0 } },
});

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn sx={fitTheScreen}>
      <SiteFormatsSync />
      <PageFrame>{children}</PageFrame>
    </RaLayout>
  );
}
