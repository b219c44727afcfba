import { CatalogueList } from '../shared/catalogue/CatalogueList';
import { labelField } from '../shared/catalogue/catalogueFields';

/** Mirrors contract/catalogues.ts (kept out of the bundle: zod is server-side weight). */
const sortable = ['title', 'id', 'updatedAt'];
const fields = [labelField('title')];

export function ReportTitleList() {
  return <CatalogueList resource="report-titles" fields={fields} sortable={sortable} />;
}
