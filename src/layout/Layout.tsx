import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.js';
import { Menu } from './Menu.js';
import { PageFrame } from './PageFrame.js';
import { SiteDateFormatSync } from '../resources/site-setting/SiteDateFormatSync.js';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn>
      <SiteDateFormatSync />
      <PageFrame>{children}</PageFrame>
    </RaLayout>
  );
}
