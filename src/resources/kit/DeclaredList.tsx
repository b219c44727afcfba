import { useMemo } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { DayField } from '../shared/people/fields';
import { ListFrame } from '../shared/list/ListFrame';
import { bulkAccessAction } from './access';
import { BulkActions } from './BulkActions';
import { declaredToolbar } from './declaredToolbar';
import { declaredColumns } from './listColumn';
import { DeclaredValue } from './DeclaredValue';
import { declaredListDefaults } from './listDefaults';
import { useDeclaration } from './useDeclaration';
import { useFieldText } from './useFieldText';

/** /admin/<name>: the declared columns (listColumn.ts, which the first screen draws too), search, declared filters, bulk actions. */
export function DeclaredList() {
  const declaration = useDeclaration();
  const { name, labelField } = declaration;
  const secondary = declaration.list?.card?.secondary;
  const text = useFieldText(name, declaration.fields);
  // One array per declaration: the frame remembers the first screen's texts again whenever it changes.
  const columns = useMemo(() => declaredColumns(declaration), [declaration]);
  return (
    <ListFrame<RaRecord>
      resource={name}
      described={columns}
      toolbar={declaredToolbar(declaration)}
      defaults={declaredListDefaults(declaration)}
      card={{ primary: (record) => String(record[labelField] ?? ''), ...(secondary ? { secondary: (record: RaRecord) => text(secondary, record) } : {}) }}
      bulkActions={<BulkActions declaration={declaration} />}
      bulkAccess={['delete', ...Object.keys(declaration.bulk ?? {}).map(bulkAccessAction)]}
    >
      {columns.map(({ source, kind, align, sortable }) => {
        const field = declaration.fields[source];
        return (
          <DataTable.Col key={source} source={source} disableSort={sortable === false} align={align}>
            {field ? <DeclaredValue resource={name} source={source} field={field} /> : kind === 'dayTime' ? <DayField source={source} showTime /> : undefined}
          </DataTable.Col>
        );
      })}
    </ListFrame>
  );
}
