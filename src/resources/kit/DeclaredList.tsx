import { DataTable, type RaRecord } from 'react-admin';
import { DayField } from '../shared/people/fields';
import { ListFrame } from '../shared/list/ListFrame';
import { bulkAccessAction } from './access';
import { BulkActions } from './BulkActions';
import { listedFields, sortableFields, type FieldDeclaration } from '../../../contract/declaration';
import { declaredToolbar } from './declaredToolbar';
import { DeclaredValue } from './DeclaredValue';
import { declaredListDefaults } from './listDefaults';
import { useDeclaration } from './useDeclaration';
import { useFieldText } from './useFieldText';

const rightAligned: ReadonlySet<FieldDeclaration['kind']> = new Set(['integer', 'decimal', 'money']);

/** /admin/<name>: the listed fields as columns (sortable where declared), search, declared filters, bulk actions. */
export function DeclaredList() {
  const declaration = useDeclaration();
  const sortable = new Set(sortableFields(declaration));
  const { name, labelField } = declaration;
  const secondary = declaration.list?.card?.secondary;
  const text = useFieldText(name, declaration.fields);
  return (
    <ListFrame<RaRecord>
      resource={name}
      toolbar={declaredToolbar(declaration)}
      defaults={declaredListDefaults(declaration)}
      card={{ primary: (record) => String(record[labelField] ?? ''), ...(secondary ? { secondary: (record: RaRecord) => text(secondary, record) } : {}) }}
      bulkActions={<BulkActions declaration={declaration} />}
      bulkAccess={['delete', ...Object.keys(declaration.bulk ?? {}).map(bulkAccessAction)]}
    >
      {listedFields(declaration).map((source) => {
        const field = declaration.fields[source];
        if (source === 'createdAt' || source === 'updatedAt') {
          return (
            <DataTable.Col key={source} source={source} disableSort={!sortable.has(source)}>
              <DayField source={source} showTime />
            </DataTable.Col>
          );
        }
        if (!field) return <DataTable.Col key={source} source={source} disableSort={!sortable.has(source)} />;
        return (
          <DataTable.Col key={source} source={source} disableSort={!sortable.has(source)} align={rightAligned.has(field.kind) ? 'right' : undefined}>
            <DeclaredValue resource={name} source={source} field={field} />
          </DataTable.Col>
        );
      })}
    </ListFrame>
  );
}
