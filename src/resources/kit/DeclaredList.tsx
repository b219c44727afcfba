import { DataTable, type RaRecord } from 'react-admin';
import { useResourcePaths } from '../paths';
import { ListFrame } from '../shared/catalogue/ListFrame';
import { SearchFilter } from '../shared/catalogue/SearchFilter';
import { valueLabels, yesNo } from '../shared/export/valueLabels';
import { BulkActions } from './BulkActions';
import { filterFields, listedFields, sortableFields, type FieldDeclaration, type ResourceDeclaration } from './declaration';
import { DeclaredValue } from './DeclaredValue';
import { KindInput } from './DeclaredInput';
import { fieldLabel, useDeclaration } from './useDeclaration';

const rightAligned: ReadonlySet<FieldDeclaration['kind']> = new Set(['integer', 'decimal', 'money']);

function filtersOf(declaration: ResourceDeclaration) {
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    ...filterFields(declaration).flatMap((source) => {
      const field = declaration.fields[source];
      return field ? [<KindInput key={source} resource={declaration.name} source={source} field={field} />] : [];
    }),
  ];
}

function exportColumnsOf(declaration: ResourceDeclaration) {
  const { name } = declaration;
  return [
    { field: 'id', label: 'app.content.id' },
    ...listedFields(declaration).map((field) => {
      const kind = declaration.fields[field];
      const values = kind?.kind === 'choice' ? valueLabels(kind.values, `resources.${name}.values.${field}`) : kind?.kind === 'boolean' ? yesNo : undefined;
      return { field, label: fieldLabel(name, field), ...(values ? { values } : {}) };
    }),
  ];
}

/** /admin/<name>: the listed fields as columns (sortable where declared), search, declared filters, bulk actions. */
export function DeclaredList() {
  const declaration = useDeclaration();
  const paths = useResourcePaths(declaration.name);
  const sortable = new Set(sortableFields(declaration));
  const { name, labelField } = declaration;
  return (
    <ListFrame<RaRecord>
      resource={name}
      filters={filtersOf(declaration)}
      sort={declaration.list.defaultSort}
      exportColumns={exportColumnsOf(declaration)}
      primaryText={(record) => String(record[labelField] ?? '')}
      rowClick={(id) => paths.detail(id)}
      bulkActionButtons={<BulkActions declaration={declaration} />}
    >
      {listedFields(declaration).map((source) => {
        const field = declaration.fields[source];
        return field ? (
          <DataTable.Col key={source} source={source} disableSort={!sortable.has(source)} align={rightAligned.has(field.kind) ? 'right' : undefined}>
            <DeclaredValue resource={name} source={source} field={field} />
          </DataTable.Col>
        ) : null;
      })}
    </ListFrame>
  );
}
