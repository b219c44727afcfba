import { useTranslate, useTranslateLabel, type RaRecord } from 'react-admin';
import { valueLabels, yesNo } from '../shared/export/valueLabels';
import type { ListTools } from '../shared/list/toolbarTypes';
import { lazyFilter } from '../shared/people/filters/lazyFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { countsUses, declarationOf } from '../declared';
import { filterFields, listedFields, rangeFilterNames, referenceLabelColumn, valueLabelsKey, type ResourceDeclaration } from '../../../contract/declaration';
import { fieldLabel, valueLabel } from './useDeclaration';

// A reference's filter searches the referenced records as the admin types (react-admin's autocomplete): loaded when first shown.
const ReferenceFilter = lazyFilter(() => import('../shared/people/filters/ReferenceAutocompleteFilter').then((module) => module.ReferenceAutocompleteFilter));

function useDeclaredFilters(declaration: ResourceDeclaration) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { name } = declaration;
  const yesOrNo = [
    { id: 'true', name: translate('ra.boolean.true') },
    { id: 'false', name: translate('ra.boolean.false') },
  ];
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    ...filterFields(declaration).flatMap((source) => {
      const field = declaration.fields[source];
      switch (field?.kind) {
        case 'choice':
          return [<SelectFilter key={source} source={source} alwaysOn choices={field.values.map((value) => ({ id: value, name: translate(valueLabel(name, source, value)) }))} />];
        case 'boolean':
          return [<SelectFilter key={source} source={source} alwaysOn choices={yesOrNo} />];
        case 'date':
        case 'dateTime': {
          // Days from and to, both included (a date-time's whole days, as the server reads them).
          const { from, to } = rangeFilterNames(source);
          const fieldName = translateLabel({ source, resource: name });
          return [
            <DateFilter key={from} source={from} label={translate('app.content.declared.rangeFrom', { field: fieldName })} />,
            <DateFilter key={to} source={to} label={translate('app.content.declared.rangeTo', { field: fieldName })} />,
          ];
        }
        case 'reference': {
          const optionText = declarationOf(field.resource)?.labelField ?? 'id';
          return [<ReferenceFilter key={source} source={source} alwaysOn reference={field.resource} optionText={optionText} />];
        }
        default:
          return [];
      }
    }),
  ];
}

/**
 * The CSV columns: id, the listed fields (an inline list: its label, texts, positions), and the usage
 * count. A reference is written as its record's label ("Tutor"), with its id in a column of its own ("Tutor ID");
 * a reference list as its records' labels ("Maths; Physics"), with their ids beside them ("Subjects IDs").
 */
function exportColumnsOf(declaration: ResourceDeclaration): ListTools<RaRecord>['exportColumns'] {
  const { name } = declaration;
  const fields = [...listedFields(declaration), ...(countsUses(declaration) ? ['usageCount'] : [])];
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

/** A declared list's filter bar (search and the declared filters) and CSV export, loaded after its first rows. */
export function declaredListTools(declaration: ResourceDeclaration): ListTools<RaRecord> {
  return { useFilters: () => useDeclaredFilters(declaration), exportColumns: exportColumnsOf(declaration) };
}
