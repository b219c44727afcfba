import { DataTable, type RaRecord } from 'react-admin';
import { useNumberFormat } from '../../format/numbers';
import { DayField } from '../shared/people/fields';
import { ListFrame } from '../shared/list/ListFrame';
import { bulkAccessAction } from './access';
import { amountCurrency } from './amountCurrency';
import { BulkActions } from './BulkActions';
import { listedFields, sortableFields, type FieldDeclaration } from '../../../contract/declaration';
import { declaredToolbar } from './declaredToolbar';
import { DeclaredValue } from './DeclaredValue';
import { declaredListDefaults } from './listDefaults';
import { useDeclaration } from './useDeclaration';

const rightAligned: ReadonlySet<FieldDeclaration['kind']> = new Set(['integer', 'decimal', 'money']);

/** /admin/<name>: the listed fields as columns (sortable where declared), search, declared filters, bulk actions. */
export function DeclaredList() {
  const declaration = useDeclaration();
  const sortable = new Set(sortableFields(declaration));
  const { name, labelField } = declaration;
  const secondary = declaration.list?.card?.secondary;
  const numbers = useNumberFormat();
  // A card's second line: an amount in its currency, anything else as its text.
  const secondaryText = (source: string) => (record: RaRecord) => {
    const field = declaration.fields[source];
    const value = record[source] as unknown;
    if (field?.kind === 'money') return numbers.money(typeof value === 'number' ? value : null, amountCurrency(field, record));
    return String(value ?? '');
  };
  return (
    <ListFrame<RaRecord>
      resource={name}
      toolbar={declaredToolbar(declaration)}
      defaults={declaredListDefaults(declaration)}
      card={{ primary: (record) => String(record[labelField] ?? ''), ...(secondary ? { secondary: secondaryText(secondary) } : {}) }}
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
