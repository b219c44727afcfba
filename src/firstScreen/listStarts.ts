import { declarations } from '../resources/declared';
import { listStartOf } from '../resources/kit/listStart';
import type { ListStart } from '../resources/listStart';

/** Every `src/resources/<name>/listStart.ts`, whose exports include the folder's list start. */
const listStartModules = import.meta.glob<Record<string, unknown>>('../resources/*/listStart.ts', { eager: true });

const isListStart = (value: unknown): value is ListStart =>
  typeof value === 'object' && value !== null && 'resource' in value && 'defaults' in value && 'loadScreen' in value;

/**
 * The lists whose screen code and first page the entry requests when one of them is the first
 * screen: a hand-written list declares its start in its folder's `listStart.ts`; a declared list
 * gets one from its declaration (unless it brings its own list screen, which may read other defaults).
 */
export const listStarts: readonly ListStart[] = [
  ...Object.values(listStartModules).flatMap((module) => Object.values(module).filter(isListStart)),
  ...declarations.filter((declaration) => !declaration.singleton && !declaration.screens?.list).map(listStartOf),
];
