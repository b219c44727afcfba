import type { ResourceDeclaration } from '../../contract/declaration';

/*
 * The declared resources, found by convention: every folder with a `resource.ts` (see
 * contract/declaration.ts). Their texts are found like every resource's (src/i18n/extensions.ts).
 */
const byPath = import.meta.glob<ResourceDeclaration>('./*/resource.ts', { eager: true, import: 'default' });

export const declarations: readonly ResourceDeclaration[] = Object.values(byPath);

export function declarationOf(name: string | undefined): ResourceDeclaration | undefined {
  return declarations.find((declaration) => declaration.name === name);
}
