import type { ReactNode } from 'react';
import { Resource, ResourceDefinitionContextProvider, type ResourceDefinitions, type ResourceProps } from 'react-admin';
import { resourceRegistry } from '../../../../src/resources/registry';
import { renderResource } from '../../../../src/resources/renderResources';

/**
 * The resource definitions the admin registers (each `<Resource>` renderResource builds: its screens,
 * icon and record representation), so screens rendered alone behave as in the app.
 */
export const appResourceDefinitions: ResourceDefinitions = Object.fromEntries(
  resourceRegistry.map((module) => [module.name, Resource.registerResource!(renderResource(module).props as ResourceProps)]),
);

/** Provides the admin's resource definitions (place it inside AdminContext, whose own are empty in tests). */
export function AppResourceDefinitions({ children }: { children: ReactNode }) {
  return <ResourceDefinitionContextProvider definitions={appResourceDefinitions}>{children}</ResourceDefinitionContextProvider>;
}
