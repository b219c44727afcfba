import { useState, type ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { CreateClasses, EditClasses, LayoutClasses, Layout as RaLayout, ShowClasses } from 'react-admin';
import { AppBar } from './AppBar.js';
import { deferredPart } from './deferredPart.js';
import { keepEarlyKeys } from './earlyKeys.js';
import { Menu } from './Menu.js';
import { PageFrame } from './PageFrame.js';
import { SiteFormatsSync } from '../resources/site-setting/SiteFormatsSync.js';

/**
 * The keyboard shortcuts and the live changes: requested as the layout first draws, beside the
 * screen's own code, and not waited for; keys typed before they arrive are kept for them (./earlyKeys.ts).
 */
const LayoutParts = deferredPart(() => import('./LayoutParts.js').then((module) => module.LayoutParts));

/** The flex items between the screen and a screen's content, which react-admin lets grow to their content's width. */
const growingBoxes = [LayoutClasses.content, ShowClasses.card, EditClasses.card, CreateClasses.card].map((name) => `& .${name}`).join(', ');

/**
 * react-admin's layout grows to fit its widest content (`min-width: fit-content`, and flex items
 * as wide as what they hold), so one wide table made a whole screen scroll sideways, taking the
 * list's Export, Columns and Delete out of view beside the menu. Below xl the screen's width is the
 * limit: content wraps or gives way inside it, and a table too wide for it scrolls in its own box
 * (its toolbar stays in view). Wider screens keep react-admin's behaviour, sticky column headers
 * included (a box that scrolls sideways would hold them).
 */
/** react-admin's `DataTableClasses.tableWrapper`, named here so the layout does not import the table's module (a test compares them). */
export const tableWrapper = 'RaDataTable-tableWrapper';

const fitTheScreen = (theme: Theme) => ({
  [theme.breakpoints.down('xl')]: {
    minWidth: 0,
    [growingBoxes]: { minWidth: 0 },
    [`& .${tableWrapper}`]: { overflowX: 'auto' },
  },
});

export function Layout({ children }: { children: ReactNode }) {
  // During the render, so that it runs before the shortcuts' own effect takes the keys (a child's effects run first).
  useState(keepEarlyKeys);
  return (
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn sx={fitTheScreen}>
      <SiteFormatsSync />
      <LayoutParts />
      <PageFrame>{children}</PageFrame>
    </RaLayout>
  );
}
