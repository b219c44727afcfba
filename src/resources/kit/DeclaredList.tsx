import { DataTable, type RaRecord } from 'react-admin';
import { ListFrame } from '../shared/list/ListFrame';
import { BulkActions } from './BulkActions';
import { listedFields, sortableFields, type FieldDeclaration } from './declaration';
import { declaredToolbar } from './declaredToolbar';
import { DeclaredValue } from './DeclaredValue';
import { listStartOf } from './listStart';
import { useDeclaration } from './useDeclaration';

const rightAligned: ReadonlySet<FieldDeclaration['kind']> = new Set(['integer', 'decimal', 'money']);

/** /admin/<name>: the listed fields as columns (sortable where declared), search, declared filters, bulk actions. */
export function DeclaredList() {
  const declaration = useDeclaration();
  const sortable = new Set(sortableFields(declaration));
  const { name, labelField } = declaration;
  return (
    <ListFrame<RaRecord>
      resource={name}
      toolbar={declaredToolbar(declaration)}
      defaults={listStartOf(declaration).defaults}
      card={{ primary: (record) => String(record[labelField] ?? '') }}
      bulkActions={<BulkActions declaration={declaration} />}
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
