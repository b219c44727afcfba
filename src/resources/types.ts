import type { ComponentType, ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * Where a resource's screens live, relative to /admin/<name> (spec section 2). Defaults:
 * add -> "add", detail -> ":id", edit -> ":id" when there is no detail screen, else "edit/:id".
 * admin-management, for instance, declares `{ detail: 'view/:id' }`.
 */
export interface ResourceRoutePatterns {
  add?: string;
  detail?: string;
  edit?: string;
}

/** A resource as the admin routes it: kit/module.tsx makes one of each declaration (./registry.ts). */
export interface ResourceModule {
  /** The resource name = its URL segment under /admin and its dataProvider resource. */
  name: string;
  list?: ComponentType;
  /** The detail (read) screen, at the `detail` pattern. */
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  routes?: ResourceRoutePatterns;
  /** Extra `<Route>`s inside the resource (react-router elements, paths relative to the resource). */
  children?: ReactNode;
  /** false keeps the resource out of the menu (it is still routed). */
  inMenu?: boolean;
  /** Position in the menu, lower first (see registry.ts). */
  menuOrder?: number;
  /** The key that opens the list after `g` (contract/declaration.ts `menuKey`). */
  menuKey?: string;
}
