import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * One static import inside a library, answered by a module of ours instead: `importer` (a path
 * under node_modules) imports `specifier`, and gets `replacement`, which loads the library's own
 * part on first use. Other importers of the same module are not affected.
 * `replacement` is an absolute path.
 */
export interface DeferredLibraryPart {
  importer: string;
  specifier: string;
  replacement: string;
  /** Why the part can wait (shown when the redirect no longer applies). */
  why: string;
}

const normalise = (id: string) => id.split('?')[0]!.split(path.sep).join('/');

/**
 * Keeps parts of react-admin and Material UI that the first screens never draw (dialogs, the column
 * chooser, tooltips' positioning...) out of the modules that statically import them, so they load
 * when first used. Build only: the dev server pre-bundles dependencies without plugins. The build
 * fails when a redirect matched nothing (the library moved the import: update the table).
 */
export function deferLibraryParts(parts: readonly DeferredLibraryPart[]): Plugin {
  const matched = new Set<DeferredLibraryPart>();
  return {
    name: 'tutor-admin:defer-library-parts',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      matched.clear();
    },
    resolveId(specifier, importer) {
      if (!importer) return null;
      const from = normalise(importer);
      const part = parts.find((candidate) => candidate.specifier === specifier && from.endsWith(`/node_modules/${candidate.importer}`));
      if (!part) return null;
      matched.add(part);
      return part.replacement;
    },
    buildEnd(error) {
      if (error) return;
      const unmatched = parts.filter((part) => !matched.has(part));
      if (unmatched.length > 0) {
        this.error(
          `deferLibraryParts: no module imports ${unmatched.map((part) => `"${part.specifier}" from ${part.importer} (${part.why})`).join('; ')}. ` +
            'The library changed: update build/deferredParts.ts.',
        );
      }
    },
  };
}
