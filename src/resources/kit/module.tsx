import type { ComponentType } from 'react';
import { deferredPart } from '../../layout/deferredPart';
import { lazyScreen } from '../../layout/lazyScreen';
import type { ResourceModule } from '../types';
import { hasAction, keepsTrash, takesImports, type ResourceDeclaration } from '../../../contract/declaration';
import { importRoute } from '../shared/import/importRoute';
import { trashRoute } from '../shared/trash/trashRoute';
import { loadDeclaredList, loadInlineList } from './listStart';

/** The generic screens, each in its own chunk, shared by every declared resource (they read the declaration of their resource context). */
const screens = {
  list: lazyScreen(loadDeclaredList),
  show: lazyScreen(() => import('./DeclaredShow').then((m) => m.DeclaredShow)),
  create: lazyScreen(() => import('./DeclaredCreate').then((m) => m.DeclaredCreate)),
  edit: lazyScreen(() => import('./DeclaredEdit').then((m) => m.DeclaredEdit)),
};

/** An inline list adds and edits on the list itself: it has no other screen. */
const inlineScreens = { list: lazyScreen(loadInlineList) };

/** The resource's own screens where it declares them (`screens` in its declaration), in their own chunks; `null` for none. */
function ownScreens({ screens: own = {} }: ResourceDeclaration): Partial<Record<keyof typeof screens, (typeof screens)['list'] | undefined>> {
  return Object.fromEntries(Object.entries(own).map(([screen, load]) => [screen, load ? lazyScreen(() => load().then((m) => m.default)) : undefined]));
}

/**
 * A declared resource in the admin's registry: list, detail at :id, add at add, edit at edit/:id (the
 * default patterns with a detail screen), or where its `routes` say; its trash at trash and its import at
 * import, where it has them.
 */
export function moduleOf(declaration: ResourceDeclaration): ResourceModule {
  const { icon } = declaration;
  const iconPart = icon ? deferredPart(() => icon().then((m) => m.default as ComponentType)) : undefined;
  const { edit } = ownScreens(declaration);
  const menu = { menuOrder: declaration.menuOrder, ...(declaration.menuKey ? { menuKey: declaration.menuKey } : {}) };
  // A singleton's one record is edited where its list would be.
  if (declaration.singleton) return { name: declaration.name, list: edit, icon: iconPart, recordRepresentation: declaration.labelField, ...menu };
  return {
    name: declaration.name,
    ...(declaration.list?.inline ? inlineScreens : screens),
    ...ownScreens(declaration),
    // A resource nobody adds to has no add screen to route, one nobody changes no edit screen.
    ...(hasAction(declaration, 'create') ? {} : { create: undefined }),
    ...(hasAction(declaration, 'update') ? {} : { edit: undefined }),
    icon: iconPart,
    recordRepresentation: declaration.representation ?? declaration.labelField,
    ...(declaration.routes ? { routes: declaration.routes } : {}),
    children: (
      <>
        {keepsTrash(declaration) && trashRoute()}
        {takesImports(declaration) && importRoute()}
      </>
    ),
    ...menu,
  };
}
