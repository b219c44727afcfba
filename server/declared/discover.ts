import { readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import { demoModuleProblems, rememberDemo, type DeclaredDemoModule, type DemoRecords } from './demoModule.js';
import { rememberEnglishTexts, type EnglishTexts } from './englishTexts.js';
import { rememberFieldLabels, type FieldLabelTexts } from './fieldLabels.js';
import { rememberStorage, storageProblems, type ResourceStorage } from './storage.js';
import { rememberUses } from './uses.js';
import { declarationProblems } from './validate.js';

/** Where resources are declared: `src/resources/<name>/resource.ts`. */
const resourcesDir = new URL('../../src/resources/', import.meta.url);
const repositoryDir = new URL('../../', import.meta.url);

/**
 * The folders to read: src/resources, plus `DECLARED_RESOURCES_EXTRA_DIR` (a path from the
 * repository's root) when set, which the tests use for a declaration of every field kind
 * (tests/fixtures/resources/) that must not ship with the product.
 */
function resourceDirs(): URL[] {
  const extra = process.env.DECLARED_RESOURCES_EXTRA_DIR;
  return extra ? [resourcesDir, new URL(`${extra.replace(/\/*$/, '')}/`, repositoryDir)] : [resourcesDir];
}

export class DeclarationError extends Error {
  constructor(file: string, problems: string[]) {
    super(`The resource declaration ${file} is wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'DeclarationError';
  }
}

type BesideFile = 'messages' | 'translations' | 'server' | 'demo' | 'storage';

async function declarationFiles(dir: URL): Promise<Array<{ folder: string; url: URL } & { [K in BesideFile]?: URL }>> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const found = await Promise.all(
    folders.map(async (folder) => {
      const names = await readdir(new URL(`${folder}/`, dir));
      if (!names.includes('resource.ts')) return [];
      const beside = (key: BesideFile) => (names.includes(`${key}.ts`) ? { [key]: new URL(`${folder}/${key}.ts`, dir) } : {});
      const modules = { ...beside('messages'), ...beside('translations'), ...beside('server'), ...beside('demo'), ...beside('storage') };
      return [{ folder, url: new URL(`${folder}/resource.ts`, dir), ...modules }];
    }),
  );
  return found.flat();
}

/** The folder's English texts (`export const en` of its messages.ts), for the server's own messages. */
async function englishTextsOf(url: URL | undefined): Promise<EnglishTexts | undefined> {
  return url && ((await import(url.href)) as { en?: EnglishTexts }).en;
}

/** The folder's German, French and Portuguese texts (translations.ts), for matching a file's column headers. */
async function translatedTextsOf(url: URL | undefined): Promise<FieldLabelTexts[]> {
  if (!url) return [];
  const { de, fr, pt } = (await import(url.href)) as Partial<Record<'de' | 'fr' | 'pt', FieldLabelTexts>>;
  return [de, fr, pt].filter((texts) => texts !== undefined);
}

/**
 * Where each declaration's `server.ts` is, when its folder has one: server/declared/serverModule.ts
 * loads them, so that reading the declarations (opening the database does) loads no server code.
 */
const serverFiles = new WeakMap<ResourceDeclaration, URL>();

export const serverFileOf = (declaration: ResourceDeclaration): URL | undefined => serverFiles.get(declaration);

async function load(): Promise<ResourceDeclaration[]> {
  const files = (await Promise.all(resourceDirs().map(declarationFiles))).flat();
  const loaded = await Promise.all(
    files.map(async ({ folder, url, messages, translations, server, demo, storage }) => {
      const file = relative(fileURLToPath(repositoryDir), fileURLToPath(url));
      const module = (await import(url.href)) as { default?: ResourceDeclaration };
      if (!module.default) throw new DeclarationError(file, ['it has no default export (export default declareResource({...}))']);
      const english = await englishTextsOf(messages);
      rememberEnglishTexts(module.default, english);
      rememberFieldLabels(module.default, [english, ...(await translatedTextsOf(translations))]);
      if (server) serverFiles.set(module.default, server);
      const demoModule = demo && ((await import(demo.href)) as DeclaredDemoModule);
      const storageModule = storage && ((await import(storage.href)) as { default?: unknown });
      // Remembered before the checks, which read the table it names; a wrong one fails them.
      rememberStorage(module.default, storageModule?.default as ResourceStorage | undefined);
      return { folder, file, declaration: module.default, demoModule, storageModule };
    }),
  );
  const declarations = loaded.map((each) => each.declaration);
  for (const { folder, file, declaration, demoModule, storageModule } of loaded) {
    const problems = [...declarationProblems(declaration, declarations), ...demoModuleProblems(declaration, demoModule), ...storageProblems(declaration, storageModule)];
    if (declaration.name !== folder) problems.unshift(`its name "${declaration.name}" is not its folder's name "${folder}"`);
    if (problems.length > 0) throw new DeclarationError(file, problems);
    rememberDemo(declaration, demoModule?.default as DemoRecords | undefined);
  }
  rememberUses(declarations);
  return declarations;
}

let discovered: Promise<ResourceDeclaration[]> | undefined;

/** Every declared resource, validated once per process; a wrong declaration fails start-up naming its file. */
export function discoverDeclarations(): Promise<ResourceDeclaration[]> {
  discovered ??= load();
  return discovered;
}
