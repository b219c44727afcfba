export { appName, documentTitle, useDocumentTitle } from './appName.js';
export { CollapsibleCard, collapsedHeight, collapseTimings, type CollapsibleCardProps } from './CollapsibleCard.js';
export { FormDraftKeeper } from './FormDraftKeeper.js';
export { lazyScreen } from './lazyScreen.js';
export { usePageHeading } from './pageHeading.js';
export { ChunkLoadTimeoutError, chunkLoadTimeoutMs, withLoadTimeout } from './loadTimeout.js';
export { darkTheme, lightTheme, primaryColor } from './theme.js';
export { resourcePaths, type ResourcePaths } from '../resources/paths.js';
export { useResourcePaths } from '../resources/useResourcePaths.js';
