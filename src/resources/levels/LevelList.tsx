import { CatalogueList } from '../shared/catalogue/CatalogueList';
import { codeField, labelField } from '../shared/catalogue/catalogueFields';

/** Mirrors contract/catalogues.ts (kept out of the bundle: zod is server-side weight). */
const sortable = ['name', 'id', 'sortOrder'];
const fields = [labelField('name'), codeField(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'resources.levels.validation.code')];

export function LevelList() {
  return <CatalogueList resource="levels" fields={fields} sortable={sortable} />;
}
