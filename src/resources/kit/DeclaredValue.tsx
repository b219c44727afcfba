import { Typography } from '@mui/material';
import {
  BooleanField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextArrayField,
  TextField,
  useFieldValue,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate, useSiteDateFormat } from '../../format/date';
import { SandboxedHtml } from '../shared/catalogue/SandboxedHtml';
import { DayField, MoneyField, NumberValue } from '../shared/people/fields';
import { amountCurrency } from './amountCurrency';
import type { FieldDeclaration, LinksField, MoneyField as MoneyDeclaration } from '../../../contract/declaration';
import { fieldLabel, valueLabel } from './useDeclaration';

/** A calendar day ("2026-11-24") in the site's date display, read as a local date so it never shifts a day. */
function CalendarDayField({ source }: { source: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  useSiteDateFormat();
  const [year, month, day] = (value ?? '').split('-').map(Number);
  if (!value || !year || !month || !day) return null;
  return (
    <Typography component="time" variant="body2" dateTime={value}>
      {formatDate(new Date(year, month - 1, day))}
    </Typography>
  );
}

function ChoiceLabel({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(valueLabel(resource, source, value), { _: value })}
    </Typography>
  );
}

function HtmlValue({ resource, source }: { resource: string; source: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as string | null | undefined;
  return value ? <SandboxedHtml html={value} title={translate(fieldLabel(resource, source))} height={240} /> : null;
}

/** An empty list of references says so. */
function NoneChosen() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {translate('app.people.related.none')}
    </Typography>
  );
}

/** An amount in its record's currency (`currencyField`), or the site's. */
function Amount({ source, field }: { source: string; field: MoneyDeclaration }) {
  const record = useRecordContext();
  const currency = amountCurrency(field, record);
  return <MoneyField source={source} {...(currency ? { currency } : {})} />;
}

/** The links of a group that are set, each under its key's label. */
function LinksValue({ resource, source, field }: { resource: string; source: string; field: LinksField }) {
  const translate = useTranslate();
  const links = (useFieldValue({ source }) ?? {}) as Record<string, string>;
  const set = field.keys.filter((key) => links[key]);
  if (set.length === 0) return null;
  return (
    <Typography component="span" variant="body2" sx={{ display: 'flex', flexDirection: 'column' }}>
      {set.map((key) => (
        <span key={key}>
          {translate(fieldLabel(resource, `${source}.${key}`))}: {links[key]}
        </span>
      ))}
    </Typography>
  );
}

/** How a declared field's value reads, in a list cell or on the detail screen. */
export function DeclaredValue({ resource, source, field }: { resource: string; source: string; field: FieldDeclaration }) {
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={source} />;
    case 'money':
      return <Amount source={source} field={field} />;
    case 'integer':
      return <NumberValue source={source} />;
    case 'decimal':
      return <NumberValue source={source} decimals={field.scale} />;
    case 'date':
      return <CalendarDayField source={source} />;
    case 'dateTime':
      return <DayField source={source} showTime />;
    case 'choice':
      return <ChoiceLabel resource={resource} source={source} />;
    case 'html':
      return <HtmlValue resource={resource} source={source} />;
    case 'reference':
      return <ReferenceField source={source} reference={field.resource} />;
    case 'references':
      return (
        <ReferenceArrayField source={source} reference={field.resource}>
          <SingleFieldList linkType={false} empty={<NoneChosen />} />
        </ReferenceArrayField>
      );
    case 'texts':
      return <TextArrayField source={source} />;
    case 'links':
      return <LinksValue resource={resource} source={source} field={field} />;
    default:
      return <TextField source={source} sx={field.kind === 'longText' ? { whiteSpace: 'pre-wrap' } : undefined} />;
  }
}
