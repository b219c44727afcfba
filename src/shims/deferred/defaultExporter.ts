import type { Exporter } from 'react-admin';

/**
 * react-admin's default CSV exporter (with the jsonexport library), loaded when a list that keeps
 * it exports. Every list's controller imports it as its default. Build only: see
 * build/deferredParts.ts.
 */
export const defaultExporter: Exporter = (...args) => import('./defaultExporterPart.js').then((module) => module.defaultExporter(...args));
