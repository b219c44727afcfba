import type { ListDefaults } from '../listStart';
import { DEFAULT_PAGE_SIZE } from '../shared/people/pageSizes';
import { defaultSortOf, type ResourceDeclaration } from '../../../contract/declaration';

/** A declared list's first page, read by the generic list screens and by their start (./listStart.ts). */
export const declaredListDefaults = (declaration: ResourceDeclaration): ListDefaults => ({ sort: defaultSortOf(declaration), perPage: DEFAULT_PAGE_SIZE });
