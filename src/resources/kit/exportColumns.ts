import type { ExportColumnSpec } from '../shared/export/ExportCsvButton';
import { valueLabels, yesNo } from '../shared/export/valueLabels';
import { referenceLabelColumn, valueLabelsKey, type ResourceDeclaration } from '../../../contract/declaration';
import { fieldLabel } from './useDeclaration';

/**
 * A list's CSV columns: the id, then the given fields (declared or not, such as `createdAt`) with
 * their labels. A choice or a yes/no is written as its label, an amount with its currency, a
 * reference as its record's label ("Tutor"), with its id in a column of its own ("Tutor ID"), and a
 * reference list as its records' labels ("Maths; Physics"), with their ids beside them ("Subjects IDs").
 */
export function exportColumnsOf(declaration: ResourceDeclaration, fields: readonly string[]): ExportColumnSpec[] {
  const { name } = declaration;
  return [
    { field: 'id', label: 'app.content.id' },
    ...fields.flatMap((field) => {
      const kind = declaration.fields[field];
      if (kind?.kind === 'reference' || kind?.kind === 'references') {
        return [
          { field: referenceLabelColumn(field), label: fieldLabel(name, field) },
          { field, label: kind.kind === 'reference' ? 'app.export.idOf' : 'app.export.idsOf', of: fieldLabel(name, field) },
        ];
      }
      const values = kind?.kind === 'choice' ? valueLabels(kind.values, valueLabelsKey(declaration, field)) : kind?.kind === 'boolean' ? yesNo : undefined;
      const currencyField = kind?.kind === 'money' ? kind.currencyField : undefined;
      return [{ field, label: fieldLabel(name, field), ...(values ? { values } : {}), ...(currencyField ? { currencyField } : {}) }];
    }),
  ];
}
