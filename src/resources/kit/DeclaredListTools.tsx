import { useTranslate, useTranslateLabel, type RaRecord } from 'react-admin';
import type { ListTools } from '../shared/list/toolbarTypes';
import { ReferenceFilter } from '../shared/people/filters/ReferenceFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { NumberFilter } from '../shared/people/filters/NumberFilter';
import { centsToDollarInput, dollarsToCents } from '../shared/people/format';
import { countsUses, declarationOf } from '../declared';
import { equalFilterName, filterFields, filtersByRange, listedFields, rangeFilterNames, type ResourceDeclaration } from '../../../contract/declaration';
import { exportColumnsOf } from './exportColumns';
import { fieldLabel, valueLabel } from './useDeclaration';

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
      if (field && filtersByRange(field) && (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money')) {
        // The least and the most value, both included (a money field's in the site's currency, sent as cents).
        const { from, to } = rangeFilterNames(source, field);
        const fieldName = translateLabel({ source, resource: name });
        const cents = field.kind === 'money' ? { format: centsToDollarInput, parse: dollarsToCents } : {};
        return [
          <NumberFilter key={from} source={from} label={translate('app.content.declared.rangeMin', { field: fieldName })} notAbove={to} {...cents} />,
          <NumberFilter key={to} source={to} label={translate('app.content.declared.rangeMax', { field: fieldName })} notBelow={from} {...cents} />,
        ];
      }
      switch (field?.kind) {
        case 'choice':
          return [<SelectFilter key={source} source={source} alwaysOn choices={field.values.map((value) => ({ id: value, name: translate(valueLabel(name, source, value)) }))} />];
        case 'boolean':
          return [<SelectFilter key={source} source={source} alwaysOn choices={yesOrNo} />];
        case 'date':
        case 'dateTime': {
          // Days from and to, both included (a date-time's whole days, as the server reads them).
          const { from, to } = rangeFilterNames(source, field);
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
        case 'references': {
          // Records whose list holds the one chosen.
          const param = equalFilterName(source, field);
          const optionText = declarationOf(field.resource)?.labelField ?? 'id';
          return [<ReferenceFilter key={param} source={param} label={fieldLabel(name, source)} reference={field.resource} optionText={optionText} />];
        }
        default:
          return [];
      }
    }),
  ];
}

/** A declared list's filter bar (search and the declared filters) and CSV export, loaded after its first rows. */
export function declaredListTools(declaration: ResourceDeclaration): ListTools<RaRecord> {
  // The listed fields (an inline list: its label, texts, positions), and the usage count.
  const exported = [...listedFields(declaration), ...(countsUses(declaration) ? ['usageCount'] : [])];
  return {
    useFilters: () => useDeclaredFilters(declaration),
    exportColumns: exportColumnsOf(declaration, exported),
  };
}
