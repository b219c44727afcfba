import { createElement, type ComponentType } from 'react';
import { Navigate, Resource, useParams } from 'react-admin';
import { Route } from 'react-router-dom';
import { toNotFound } from '../layout/toNotFound.js';
import { resourcePaths, routePatterns } from './paths.js';
import type { ResourceModule } from './types.js';

/** Sends react-admin's default URL (e.g. `:id/show`, from a built-in button) to the spec's URL. */
function RedirectToSpec({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

const element = (component: ComponentType) => createElement(component);

/**
 * One `<Resource>` per module, its screens at the spec's URLs: the list at /admin/<name>, the others
 * at the module's patterns (children routes, which react-router ranks above the list's `/*`), and
 * the not-found screen for any other path below the list (ranked above the list's `/*` too, below
 * every screen's own pattern).
 * Screens build these URLs with `useResourcePaths`, which reads the same patterns from the registry.
 */
export function renderResource(module: ResourceModule) {
  const patterns = routePatterns(module);
  const paths = resourcePaths(module.name, patterns);
  return (
    <Resource
      key={module.name}
      name={module.name}
      list={module.list}
      hasCreate={Boolean(module.create)}
      hasEdit={Boolean(module.edit)}
      hasShow={Boolean(module.show)}
      icon={module.icon}
      recordRepresentation={module.recordRepresentation}
    >
      {module.create && <Route path={patterns.add} element={element(module.create)} />}
      {module.create && patterns.add !== 'create' && <Route path="create" element={<Navigate to={paths.add} replace />} />}
      {module.show && <Route path={patterns.detail} element={element(module.show)} />}
      {module.show && <Route path=":id/show" element={<RedirectToSpec to={paths.detail} />} />}
      {module.edit && <Route path={patterns.edit} element={element(module.edit)} />}
      {module.children}
      {/* Any other path under the list (an id where the resource has no screen for one: /languages/5) names nothing. */}
      <Route path=":unknown/*" element={toNotFound()} />
    </Resource>
  );
}
