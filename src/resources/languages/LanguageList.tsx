import { CatalogueList } from '../shared/catalogue/CatalogueList';
import { codeField, labelField } from '../shared/catalogue/catalogueFields';

/** Mirrors contract/catalogues.ts (kept out of the bundle: zod is server-side weight). */
const sortable = ['name', 'id', 'sortOrder'];
const fields = [labelField('name'), codeField(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'resources.languages.validation.code')];

export function LanguageList() {
  return <CatalogueList resource="languages" fields={fields} sortable={sortable} />;
}
