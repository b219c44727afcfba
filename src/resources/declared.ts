import { keepsTrash, usingResources, type ResourceDeclaration } from '../../contract/declaration';

/*
 * The declared resources, found by convention: every folder with a `resource.ts` (see
 * contract/declaration.ts). Their texts are found like every resource's (src/i18n/extensions.ts).
 */
const byPath = import.meta.glob<ResourceDeclaration>('./*/resource.ts', { eager: true, import: 'default' });

export const declarations: readonly ResourceDeclaration[] = Object.values(byPath);

/** The declared resources whose deletes move records to a trash (see `keepsTrash`). */
export const declarationsWithTrash: readonly ResourceDeclaration[] = declarations.filter(keepsTrash);

export function declarationOf(name: string | undefined): ResourceDeclaration | undefined {
  return declarations.find((declaration) => declaration.name === name);
}

/** Whether other declared resources use this one's records: each then answers `usageCount` (see `usingResources`). */
export const countsUses = (declaration: ResourceDeclaration): boolean => usingResources(declaration, declarations).length > 0;
