import type { ComponentType } from 'react';
import type { ListStart } from '../listStart';
import type { ResourceDeclaration } from '../../../contract/declaration';
import { declaredListDefaults } from './listDefaults';
import { declaredTableColumns } from './listColumn';

/** The generic list screen's code: one chunk for every declared resource. Kept free of React so the entry can request it early. */
export const loadDeclaredList = (): Promise<ComponentType> => import('./DeclaredList').then((m) => m.DeclaredList);

/** The list of a declaration with `list.inline` (add and rename on the list). */
export const loadInlineList = (): Promise<ComponentType> => import('./inline/DeclaredInlineList').then((m) => m.DeclaredInlineList);

/** The generic list screen a declaration gets. */
export const listLoaderOf = (declaration: ResourceDeclaration): (() => Promise<ComponentType>) => (declaration.list?.inline ? loadInlineList : loadDeclaredList);

/** A declared list's first page and its table's columns, for the entry to request early and draw (src/firstScreen/). */
export const listStartOf = (declaration: ResourceDeclaration): ListStart => {
  const columns = declaredTableColumns(declaration);
  return { resource: declaration.name, defaults: declaredListDefaults(declaration), loadScreen: listLoaderOf(declaration), ...(columns ? { columns } : {}) };
};
