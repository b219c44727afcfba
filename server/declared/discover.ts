import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceDeclaration } from '../../src/resources/kit/declaration.js';
import { declarationProblems } from './validate.js';

/** Where resources are declared: `src/resources/<name>/resource.ts`. */
const resourcesDir = new URL('../../src/resources/', import.meta.url);

export class DeclarationError extends Error {
  constructor(file: string, problems: string[]) {
    super(`The resource declaration ${file} is wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'DeclarationError';
  }
}

async function declarationFiles(): Promise<Array<{ folder: string; file: string }>> {
  const entries = await readdir(resourcesDir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const found = await Promise.all(
    folders.map(async (folder) => {
      const names = await readdir(new URL(`${folder}/`, resourcesDir));
      return names.includes('resource.ts') ? [{ folder, file: `src/resources/${folder}/resource.ts` }] : [];
    }),
  );
  return found.flat();
}

async function load(): Promise<ResourceDeclaration[]> {
  const files = await declarationFiles();
  const loaded = await Promise.all(
    files.map(async ({ folder, file }) => {
      const url = pathToFileURL(fileURLToPath(new URL(`${folder}/resource.ts`, resourcesDir))).href;
      const module = (await import(url)) as { default?: ResourceDeclaration };
      if (!module.default) throw new DeclarationError(file, ['it has no default export (export default declareResource({...}))']);
      return { folder, file, declaration: module.default };
    }),
  );
  const declarations = loaded.map((each) => each.declaration);
  for (const { folder, file, declaration } of loaded) {
    const problems = declarationProblems(declaration, declarations);
    if (declaration.name !== folder) problems.unshift(`its name "${declaration.name}" is not its folder's name "${folder}"`);
    if (problems.length > 0) throw new DeclarationError(file, problems);
  }
  return declarations;
}

let discovered: Promise<ResourceDeclaration[]> | undefined;

/** Every declared resource, validated once per process; a wrong declaration fails start-up naming its file. */
export function discoverDeclarations(): Promise<ResourceDeclaration[]> {
  discovered ??= load();
  return discovered;
}
