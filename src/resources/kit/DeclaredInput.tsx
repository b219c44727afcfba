import { useMemo, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useNumberFormat } from '../../format/numbers';
import { LazyRichTextInput } from '../pages/LazyRichTextInput';
import { centsToDollarInput, dollarsToCents } from '../shared/people/format';
import type { FieldDeclaration } from '../../../contract/declaration';
import { fieldLabel, valueLabel } from './useDeclaration';
import { validatorsOf } from './validation';

export interface DeclaredInputProps {
  resource: string;
  source: string;
  field: FieldDeclaration;
  /** In a list's filter bar: no validation, and `alwaysOn` passes through. */
  alwaysOn?: boolean;
  validate?: Validator[];
  /** Instead of the field's label (react-admin's `resources.<name>.fields.<field>`). */
  label?: ReactNode;
  helperText?: ReactNode;
}

/** A date-time input shows local time; the wire carries ISO 8601 UTC. */
const toIsoInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

const byCase = { lower: (text: string) => text.toLowerCase(), upper: (text: string) => text.toUpperCase() };

/** The input of one field kind (labels come from `resources.<name>.fields.<field>`, react-admin's default). */
export function KindInput({ resource, source, field, validate, alwaysOn, label, helperText }: DeclaredInputProps) {
  const common = { source, validate, ...(alwaysOn ? { alwaysOn } : {}), ...(label ? { label } : {}), ...(helperText ? { helperText } : {}) };
  switch (field.kind) {
    case 'text': {
      if (field.email) return <TextInput {...common} type="email" fullWidth />;
      const stored = field.case ? byCase[field.case] : undefined;
      // Blank stays null, as react-admin's own parse keeps it.
      return <TextInput {...common} fullWidth {...(stored ? { parse: (value: string) => (value === '' ? null : stored(value)) } : {})} />;
    }
    case 'longText':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'html':
      return <LazyRichTextInput {...common} fullWidth />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'decimal':
      return <NumberInput {...common} step={10 ** -field.scale} />;
    case 'money':
      return <NumberInput {...common} step={0.01} {...(field.min !== undefined ? { min: field.min / 100 } : {})} format={centsToDollarInput} parse={dollarsToCents} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'dateTime':
      return <DateTimeInput {...common} parse={toIsoInstant} />;
    case 'choice':
      return <SelectInput {...common} choices={field.values.map((value) => ({ id: value, name: valueLabel(resource, source, value) }))} />;
    case 'reference':
      return (
        <ReferenceInput source={source} reference={field.resource} {...(alwaysOn ? { alwaysOn } : {})}>
          <AutocompleteInput label={fieldLabel(resource, source)} validate={validate} fullWidth />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput source={source} reference={field.resource}>
          <AutocompleteArrayInput label={fieldLabel(resource, source)} validate={validate} fullWidth />
        </ReferenceArrayInput>
      );
    case 'texts':
      return <TextArrayInput {...common} fullWidth />;
    case 'links':
      // One input per link, each checked by `validate` (a links field's validators are each link's).
      return (
        <>
          {field.keys.map((key) => (
            <TextInput key={key} source={`${source}.${key}`} type="url" validate={validate} {...(helperText ? { helperText } : {})} fullWidth />
          ))}
        </>
      );
  }
}

/**
 * A form input for a declared field, with the declaration's validation (or `validate`, the same
 * rules read once for several inputs). Its help, where the resource's texts have one, is
 * `resources.<name>.help.<field>`; an amount in the site's currency names the currency in its
 * label and help ("Hourly rate ($)").
 */
export function DeclaredInput({ resource, source, field, validate: given }: Omit<DeclaredInputProps, 'alwaysOn' | 'label' | 'helperText'>) {
  const translate = useTranslate();
  const { currencySymbol } = useNumberFormat();
  const validate = useMemo(() => given ?? validatorsOf(resource, field, (other) => translate(fieldLabel(resource, other))), [given, resource, field, translate]);
  const siteCurrency = field.kind === 'money' && !field.currencyField;
  const label = siteCurrency ? translate('app.content.declared.inCurrency', { field: translate(fieldLabel(resource, source)), currency: currencySymbol }) : undefined;
  const help = translate(`resources.${resource}.help.${source}`, { currency: currencySymbol, _: '' });
  return <KindInput resource={resource} source={source} field={field} validate={validate} label={label} helperText={help || undefined} />;
}
