import type { ResourceDeclaration } from './kit/declaration';

/*
 * The declared resources, found by convention: every folder with a `resource.ts` (see
 * kit/declaration.ts). Their English texts ship with the admin; the other languages load with the
 * language (./declaredTranslations.ts).
 */
const byPath = import.meta.glob<ResourceDeclaration>('./*/resource.ts', { eager: true, import: 'default' });
const englishByPath = import.meta.glob<object>('./*/messages.ts', { eager: true, import: 'en' });

/** `./announcements/resource.ts` -> `./announcements/` */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

export const declarations: readonly ResourceDeclaration[] = Object.values(byPath);

/** The declarations' folders, by resource name. */
export const declaredFolders: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(byPath).map(([path, declaration]) => [declaration.name, folderOf(path)]),
);

export function declarationOf(name: string | undefined): ResourceDeclaration | undefined {
  return declarations.find((declaration) => declaration.name === name);
}

/** `resources.<name>` texts of every declared resource, in English. */
export const declaredMessages: Record<string, object> = Object.fromEntries(
  Object.entries(declaredFolders).flatMap(([name, folder]) => {
    const messages = englishByPath[`${folder}messages.ts`];
    return messages ? [[name, messages]] : [];
  }),
);
